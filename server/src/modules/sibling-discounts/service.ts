import type { EndpointBody, contract } from '@academias/shared/contract';
import { todayInChile } from '@academias/shared/domain';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/db-handle.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { monthStartOf } from '../academies/teacher-percents.ts';
import {
  deleteSiblingDiscountRow,
  findSiblingDiscount,
  isMonthClosed,
  listSiblingDiscounts,
  upsertSiblingDiscount,
} from './repository.ts';

type SaveData = EndpointBody<typeof contract.saveAcademySiblingDiscount>['data'];

export const siblingDiscounts = (db: Db, today = todayInChile()) =>
  listSiblingDiscounts(db, monthStartOf(today));

/**
 * Sets an academy's sibling rule from a month on (docs/money.md). Refused (400, nothing saved): a
 * percent over 100, a month already closed or past (earlier months keep their rule; a correction
 * is a new entry from the current month). Charges already generated do not change.
 */
export const saveSiblingDiscount = async (
  db: Db,
  userId: number,
  data: SaveData,
  today = todayInChile(),
) => {
  const open = monthStartOf(today);
  const [current] = await listSiblingDiscounts(db, open, data.academyId);
  if (!current) throw notFound('No se encontró la academia.');
  const { discount } = data;
  if (discount?.kind === 'porcentaje' && discount.value > 100)
    throw badRequest('El descuento por hermanos no puede superar 100 %.', 'data.discount.value');
  const validFrom = data.validFrom ?? open;
  if (await isMonthClosed(db, validFrom.slice(0, 7)))
    throw badRequest(
      `El mes ${validFrom.slice(0, 7)} está cerrado y no cambia: el descuento puede regir desde un mes abierto.`,
      'data.validFrom',
    );
  if (validFrom < open)
    throw badRequest(
      'El descuento por hermanos no puede regir desde un mes pasado: los meses anteriores conservan su regla; regístralo desde el mes en curso.',
      'data.validFrom',
    );
  await db.transaction(async (tx) => {
    await upsertSiblingDiscount(tx, {
      academyId: data.academyId,
      kind: discount?.kind ?? null,
      value: discount?.value ?? null,
      validFrom,
      userId,
    });
    await writeAudit(tx, {
      userId,
      entity: 'academy_sibling_discount',
      entityId: data.academyId,
      action: 'editar',
      before: { entries: current.entries.filter((e) => e.validFrom === validFrom) },
      after: { discount, validFrom },
    });
  });
  return academyEntries(db, open, data.academyId);
};

const academyEntries = async (db: Db, open: string, academyId: number) => {
  const [found] = await listSiblingDiscounts(db, open, academyId);
  if (!found) throw notFound('No se encontró la academia.');
  return found;
};

/**
 * Removes an entry from the current month on (400 for one that already applied: earlier months
 * keep their rule); from its month the academy's previous entry applies again.
 */
export const deleteSiblingDiscount = async (
  db: Db,
  userId: number,
  id: number,
  today = todayInChile(),
) => {
  const open = monthStartOf(today);
  const entry = await findSiblingDiscount(db, id);
  if (!entry) throw notFound('No se encontró esa entrada del descuento por hermanos.');
  if (entry.validFrom < open)
    throw badRequest(
      'Esa entrada ya rigió en meses anteriores y no se quita: registra una nueva desde el mes en curso.',
      'data.id',
    );
  await db.transaction(async (tx) => {
    await deleteSiblingDiscountRow(tx, id);
    await writeAudit(tx, {
      userId,
      entity: 'academy_sibling_discount',
      entityId: entry.academyId,
      action: 'eliminar',
      before: entry,
    });
  });
  return academyEntries(db, open, entry.academyId);
};
