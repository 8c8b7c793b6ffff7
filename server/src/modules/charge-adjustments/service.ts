import type { LateFee } from '@academias/shared/contract/academies';
import { formatClp, todayInChile } from '@academias/shared/domain';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { rows } from '../../db/client.ts';
import type { Db } from '../../db/db-handle.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { listBillingRules } from '../academies/billing-rules.ts';
import { findAdjustment, insertAdjustment, lockCharge } from './repository.ts';

const NOT_FOUND = 'No se encontró el cobro.';

const closedMessage = (period: string) =>
  `El cobro es del mes ${period}, que está cerrado y no cambia.`;

/**
 * Corrects the amount of an unpaid charge of an open month (docs/money.md): the charge takes the
 * new amount and an adjustment row keeps the amount before, after, who and why, recorded in the
 * current month. A paid or annulled charge, or one of a closed month, is refused and not changed.
 */
export const correctCharge = async (
  db: Db,
  userId: number,
  data: { chargeId: number; amount: number; reason: string },
) => {
  const period = todayInChile().slice(0, 7);
  const id = await db.transaction(async (tx) => {
    const charge = await lockCharge(tx, data.chargeId);
    if (!charge) throw notFound(NOT_FOUND);
    if (charge.closed) throw conflict(closedMessage(charge.period));
    if (charge.state === 'pagado' || charge.state === 'anulado')
      throw badRequest(
        `El cobro está ${charge.state}: solo se corrige un cobro pendiente o vencido.`,
        'data.chargeId',
      );
    if (charge.amount === data.amount)
      throw badRequest(`El cobro ya es de ${formatClp(data.amount)}.`, 'data.amount');
    await rows(
      tx,
      sql`update charges set amount = ${data.amount}, updated_at = now() where id = ${charge.id}`,
    );
    const adjustmentId = await insertAdjustment(tx, {
      chargeId: charge.id,
      kind: 'correccion',
      period,
      amountBefore: charge.amount,
      amountAfter: data.amount,
      reason: data.reason,
      createdBy: userId,
    });
    await writeAudit(tx, {
      userId,
      entity: 'charges',
      entityId: charge.id,
      action: 'corregir',
      before: { amount: charge.amount },
      after: { amount: data.amount, reason: data.reason },
    });
    return adjustmentId;
  });
  return mustFindAdjustment(db, id);
};

/** Annuls an unpaid late fee with a reason; the fee's unique row means it is never added again. */
export const waiveLateFee = async (
  db: Db,
  userId: number,
  data: { chargeId: number; reason: string },
) => {
  const period = todayInChile().slice(0, 7);
  const id = await db.transaction(async (tx) => {
    const charge = await lockCharge(tx, data.chargeId);
    if (!charge) throw notFound(NOT_FOUND);
    if (charge.kind !== 'recargo')
      throw badRequest('Solo se condona un recargo por mora.', 'data.chargeId');
    if (charge.closed) throw conflict(closedMessage(charge.period));
    if (charge.state === 'pagado' || charge.state === 'anulado')
      throw badRequest(
        `El recargo está ${charge.state}: solo se condona uno pendiente o vencido.`,
        'data.chargeId',
      );
    await rows(
      tx,
      sql`update charges set state = 'anulado', updated_at = now() where id = ${charge.id}`,
    );
    const adjustmentId = await insertAdjustment(tx, {
      chargeId: charge.id,
      kind: 'condonacion',
      period,
      amountBefore: charge.amount,
      amountAfter: 0,
      reason: data.reason,
      createdBy: userId,
    });
    await writeAudit(tx, {
      userId,
      entity: 'charges',
      entityId: charge.id,
      action: 'condonar',
      before: { state: charge.state },
      after: { state: 'anulado', reason: data.reason },
    });
    return adjustmentId;
  });
  return mustFindAdjustment(db, id);
};

const mustFindAdjustment = async (db: Db, id: number) => {
  const found = await findAdjustment(db, id);
  if (!found) throw new Error('ajuste sin fila');
  return found;
};

/**
 * Turns an academy's late fee on, changes or turns it off. It applies to charges due from the day
 * it is (re)set on: turning it on never charges a fee for older debts.
 */
export const saveLateFee = async (
  db: Db,
  userId: number,
  data: { academyId: number; lateFee: Omit<LateFee, 'since'> | null },
) => {
  const [current] = await listBillingRules(db, data.academyId);
  if (!current) throw notFound('No se encontró la academia.');
  const fee = data.lateFee;
  if (fee?.kind === 'porcentaje' && fee.value > 100)
    throw badRequest('El recargo no puede superar el 100 % del cobro.', 'data.lateFee.value');
  const since = current.lateFee?.since ?? todayInChile();
  await db.transaction(async (tx) => {
    await rows(
      tx,
      sql`insert into academy_billing_rules (academy_id, late_fee_kind, late_fee_value, late_fee_days, late_fee_since, updated_by)
          values (${data.academyId}, ${fee?.kind ?? null}, ${fee?.value ?? null}, ${fee?.days ?? null}, ${fee ? since : null}, ${userId})
          on conflict (academy_id) do update set late_fee_kind = excluded.late_fee_kind, late_fee_value = excluded.late_fee_value,
            late_fee_days = excluded.late_fee_days, late_fee_since = excluded.late_fee_since,
            updated_by = excluded.updated_by, updated_at = now()`,
    );
    await writeAudit(tx, {
      userId,
      entity: 'academy_billing_rule',
      entityId: data.academyId,
      action: 'recargo',
      before: { lateFee: current.lateFee },
      after: { lateFee: fee && { ...fee, since } },
    });
  });
  return { academyId: data.academyId, ok: true as const };
};
