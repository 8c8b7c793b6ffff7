import type { EndpointBody, contract } from '@academias/shared/contract';
import { type DiscountKind, discountCategoryLabel } from '@academias/shared/contract/discounts';
import { formatClp, todayInChile } from '@academias/shared/domain';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import {
  closedPeriodsFrom,
  discountOff,
  discountsOfEnrolment,
  findDiscount,
  findEnrolment,
} from './repository.ts';

type SaveData = EndpointBody<typeof contract.saveEnrolmentDiscount>['data'];

/** "Beca 50 %: rendimiento" / "Convenio $5.000: empresa", as shown on the charge. */
export const discountNote = (d: {
  kind: DiscountKind;
  value: number;
  category: keyof typeof discountCategoryLabel;
  reason: string;
}) =>
  `${discountCategoryLabel[d.category]} ${d.kind === 'porcentaje' ? `${d.value} %` : formatClp(d.value)}: ${d.reason}`;

export const enrolmentDiscounts = async (db: Db, enrolmentId: number) => {
  const enrolment = await findEnrolment(db, enrolmentId);
  if (!enrolment) throw notFound('No se encontró la inscripción.');
  return { ...enrolment, items: await discountsOfEnrolment(db, enrolmentId) };
};

const refuseClosed = async (db: Db | Tx, date: string, field: string) => {
  const [closed] = await closedPeriodsFrom(db, date.slice(0, 7));
  if (closed === date.slice(0, 7))
    throw badRequest(
      `El mes ${closed} está cerrado: un descuento puede regir desde un mes abierto.`,
      field,
    );
};

/**
 * Adds a discount from a month on. Refused (400, nothing changes): a percent over 100, an amount
 * over the plan's price, a start in a closed month, an end before the start, or a range that
 * overlaps another discount of the enrolment (end that one first). With `applyToOpenCharges`,
 * the enrolment's unpaid charges of open months from the start on that have no discount yet get
 * it now, each with an adjustment row (who, when, why) in the current month.
 */
export const saveDiscount = async (db: Db, userId: number, data: SaveData) => {
  const enrolment = await findEnrolment(db, data.enrolmentId);
  if (!enrolment) throw notFound('No se encontró la inscripción.');
  if (data.kind === 'porcentaje' && data.value > 100)
    throw badRequest('El porcentaje de descuento no puede superar 100 %.', 'data.value');
  if (data.kind === 'monto' && data.value > enrolment.listPrice)
    throw badRequest(
      `El descuento no puede superar el precio del plan (${formatClp(enrolment.listPrice)}).`,
      'data.value',
    );
  const validUntil = data.validUntil ?? null;
  if (validUntil && validUntil < data.validFrom)
    throw badRequest('La fecha de término no puede ser anterior al inicio.', 'data.validUntil');
  await refuseClosed(db, data.validFrom, 'data.validFrom');
  const overlapping = (await discountsOfEnrolment(db, data.enrolmentId)).find(
    (d) =>
      (d.validUntil === null || d.validUntil.slice(0, 7) >= data.validFrom.slice(0, 7)) &&
      (validUntil === null || d.validFrom.slice(0, 7) <= validUntil.slice(0, 7)),
  );
  if (overlapping)
    throw badRequest(
      `Ya hay un descuento que rige desde ${overlapping.validFrom}${overlapping.validUntil ? ` hasta ${overlapping.validUntil}` : ''}: termínalo antes de agregar otro.`,
      'data.validFrom',
    );
  const today = todayInChile();
  return db.transaction(async (tx) => {
    const [created] = await selectRows<{ id: number }>(
      tx,
      sql`insert into enrolment_discounts (enrolment_id, kind, value, category, reason, valid_from, valid_until, created_by)
          values (${data.enrolmentId}, ${data.kind}, ${data.value}, ${data.category}, ${data.reason},
            ${data.validFrom}, ${validUntil}, ${userId})
          returning id`,
    );
    if (!created) throw new Error('insert sin fila');
    const adjusted = data.applyToOpenCharges
      ? await applyToOpenCharges(tx, userId, { ...data, validUntil }, today.slice(0, 7))
      : 0;
    await writeAudit(tx, {
      userId,
      entity: 'enrolment_discount',
      entityId: created.id,
      action: 'crear',
      after: { ...data, adjustedCharges: adjusted },
    });
    const discount = await findDiscount(tx, created.id);
    if (!discount) throw new Error('descuento sin fila');
    return { discount, adjustedCharges: adjusted };
  });
};

/** The admin's explicit adjustment of already generated, unpaid charges of open months. */
const applyToOpenCharges = async (
  tx: Tx,
  userId: number,
  data: SaveData & { validUntil: string | null },
  currentPeriod: string,
) => {
  const open = await selectRows<{ id: number; amount: number; listPrice: number | null }>(
    tx,
    sql`select c.id, c.amount, c.list_price as "listPrice" from charges c
        where c.enrolment_id = ${data.enrolmentId} and c.kind = 'cuota' and c.discount is null
          and c.state in ('pendiente', 'vencido') and c.period >= ${data.validFrom.slice(0, 7)}
          ${data.validUntil ? sql`and c.period <= ${data.validUntil.slice(0, 7)}` : sql``}
          and not exists (select 1 from month_closings mc where mc.period = c.period)
        order by c.period for update`,
  );
  const note = discountNote(data);
  for (const charge of open) {
    const off = discountOff(data.kind, data.value, charge.amount);
    const after = charge.amount - off;
    // A 100 % scholarship leaves nothing to pay: the charge is annulled (amounts stay > 0).
    await selectRows(
      tx,
      sql`update charges set list_price = coalesce(list_price, amount), discount = ${off}, discount_note = ${note},
            amount = ${after > 0 ? after : sql`amount`}, state = ${after > 0 ? sql`state` : 'anulado'}, updated_at = now()
          where id = ${charge.id}`,
    );
    await selectRows(
      tx,
      sql`insert into charge_adjustments (charge_id, kind, period, amount_before, amount_after, reason, created_by)
          values (${charge.id}, 'descuento', ${currentPeriod}, ${charge.amount}, ${after}, ${note}, ${userId})`,
    );
  }
  return open.length;
};

/** Ends a discount after the month of `validUntil`; generated charges stay as they are. */
export const endDiscount = async (db: Db, userId: number, id: number, validUntil: string) => {
  const before = await findDiscount(db, id);
  if (!before) throw notFound('No se encontró el descuento.');
  if (validUntil < before.validFrom)
    throw badRequest('La fecha de término no puede ser anterior al inicio.', 'data.validUntil');
  if (before.validUntil !== null && before.validUntil <= validUntil)
    throw badRequest(`Este descuento ya termina el ${before.validUntil}.`, 'data.validUntil');
  await refuseClosed(db, validUntil, 'data.validUntil');
  await db.transaction(async (tx) => {
    await selectRows(
      tx,
      sql`update enrolment_discounts set valid_until = ${validUntil}, ended_by = ${userId}, ended_at = now() where id = ${id}`,
    );
    await writeAudit(tx, {
      userId,
      entity: 'enrolment_discount',
      entityId: id,
      action: 'terminar',
      before: { validUntil: before.validUntil },
      after: { validUntil },
    });
  });
  const after = await findDiscount(db, id);
  if (!after) throw notFound('No se encontró el descuento.');
  return after;
};
