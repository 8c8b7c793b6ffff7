import type { contract, EndpointBody } from '@academias/shared/contract';
import { todayInChile } from '@academias/shared/domain';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/db-handle.ts';
import { iso } from '../../db/list-helpers.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { monthStartOf } from '../academies/teacher-percents.ts';
import {
  type CommissionRow,
  deleteCommission,
  findCommissionFrom,
  findIssuer,
  listCommissions,
  lockCommission,
  saveIssuer,
  upsertCommission,
} from './repository.ts';

type NewCommission = EndpointBody<typeof contract.updateTransbankCommission>['data'];
type IssuerEdit = EndpointBody<typeof contract.updateIssuerSettings>['data'];

/** Entries from the current month on can still change; earlier ones are history (docs/money.md). */
const toCommission = (row: CommissionRow, today = todayInChile()) => ({
  id: row.id,
  percent: Number(row.percent),
  fixedAmount: row.fixedAmount,
  validFrom: row.validFrom,
  createdAt: iso(row.createdAt) ?? '',
  editable: row.validFrom >= monthStartOf(today),
});

export const commissionHistory = async (db: Db) => {
  const today = todayInChile();
  const history = (await listCommissions(db)).map((row) => toCommission(row, today));
  return { current: history.find((c) => c.validFrom <= today) ?? null, history };
};

export const saveCommission = (db: Db, userId: number, data: NewCommission) =>
  db.transaction(async (tx) => {
    const open = monthStartOf(todayInChile());
    const validFrom = data.validFrom ?? open;
    if (validFrom < open) {
      throw badRequest(
        'El campo data.validFrom no puede ser de un mes pasado: los pagos de meses anteriores conservan su comisión.',
        'data.validFrom',
      );
    }
    const before = await findCommissionFrom(tx, validFrom);
    const saved = await upsertCommission(tx, {
      percent: data.percent,
      fixedAmount: data.fixedAmount,
      validFrom,
      createdBy: userId,
    });
    await writeAudit(tx, {
      userId,
      entity: 'transbank_commission',
      entityId: saved.id,
      action: before ? 'reemplazar' : 'crear',
      before: before ?? null,
      after: saved,
    });
    return toCommission(saved);
  });

export const removeCommission = async (db: Db, userId: number, id: number) => {
  await db.transaction(async (tx) => {
    const entry = await lockCommission(tx, id);
    if (!entry) throw notFound('No se encontró la comisión.');
    if (entry.validFrom < monthStartOf(todayInChile())) {
      throw conflict(
        'Esa comisión ya rigió en meses pasados y no se quita: registra una nueva desde el mes en curso.',
        'data.id',
      );
    }
    await deleteCommission(tx, id);
    await writeAudit(tx, {
      userId,
      entity: 'transbank_commission',
      entityId: id,
      action: 'eliminar',
      before: entry,
    });
  });
  return { ok: true as const, message: 'Comisión eliminada.' };
};

export const readIssuer = async (db: Db) => {
  const row = await findIssuer(db);
  if (!row) throw notFound('Aún no se configuran los datos del emisor.');
  return {
    rut: row.rut,
    businessName: row.businessName,
    giro: row.giro,
    address: row.address,
    comuna: row.comuna,
    email: row.email,
    phone: row.phone,
    documentType: row.documentType as 39 | 41,
  };
};

export const updateIssuer = async (db: Db, userId: number, data: IssuerEdit) => {
  await db.transaction(async (tx) => {
    const before = await findIssuer(tx);
    const after = await saveIssuer(tx, data);
    await writeAudit(tx, {
      userId,
      entity: 'issuer_settings',
      entityId: 1,
      action: 'editar',
      before: before ?? null,
      after,
    });
  });
  return readIssuer(db);
};
