import type { LateFee } from '@academias/shared/contract/academies';
import { formatClp, todayInChile } from '@academias/shared/domain';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/db-handle.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { listBillingRules } from '../academies/billing-rules.ts';
import {
  annulCharge,
  findAdjustment,
  insertAdjustment,
  insertCorrectingCharge,
  insertCredit,
  type LockedCharge,
  lockCharge,
  saveLateFeeRule,
  setChargeAmount,
  unpaidPieces,
} from './repository.ts';

const NOT_FOUND = 'No se encontró el cobro.';

const closedMessage = (period: string) =>
  `El cobro es del mes ${period}, que está cerrado y no cambia.`;

/** What an adjustment does to a locked charge, once `change` has accepted it. */
interface ChargeChange {
  kind: 'correccion' | 'condonacion';
  action: string;
  /** What was owed before; the charge's amount when not given. */
  amountBefore?: number;
  amountAfter: number;
  before: object;
  after: object;
  /** Runs after the adjustment row is written (the 0027 guard looks for it to annul a closed charge). */
  apply: (tx: Tx, adjustmentId: number) => Promise<void>;
}

/**
 * Locks the charge, lets `change` refuse it (throwing) or say what to do, and does it with its
 * adjustment row (recorded in the current month) and audit entry, in one transaction.
 */
const adjustCharge = async (
  db: Db,
  userId: number,
  data: { chargeId: number; reason: string },
  change: (charge: LockedCharge, tx: Tx) => ChargeChange | Promise<ChargeChange>,
) => {
  const period = todayInChile().slice(0, 7);
  const id = await db.transaction(async (tx) => {
    const charge = await lockCharge(tx, data.chargeId);
    if (!charge) throw notFound(NOT_FOUND);
    const { kind, action, amountBefore, amountAfter, before, after, apply } = await change(
      charge,
      tx,
    );
    const adjustmentId = await insertAdjustment(tx, {
      chargeId: charge.id,
      kind,
      period,
      amountBefore: amountBefore ?? charge.amount,
      amountAfter,
      reason: data.reason,
      createdBy: userId,
    });
    await apply(tx, adjustmentId);
    await writeAudit(tx, {
      userId,
      entity: 'charges',
      entityId: charge.id,
      action,
      before,
      after: { ...after, reason: data.reason },
    });
    return adjustmentId;
  });
  return mustFindAdjustment(db, id);
};

/**
 * Corrects the amount of a charge (docs/money.md "Corrections"); an adjustment row keeps the
 * amount before, after, who and why, recorded in the current month. An unpaid charge of an open
 * month takes the new amount. A charge of a closed month never changes: see
 * `closedMonthCorrection`. A paid charge of an open month and an annulled one are refused.
 */
export const correctCharge = (
  db: Db,
  userId: number,
  data: { chargeId: number; amount: number; reason: string },
) =>
  adjustCharge(db, userId, data, (charge, tx) => {
    if (charge.closed && (charge.state !== 'anulado' || charge.owed > 0))
      return closedMonthCorrection(tx, charge, data);
    if (charge.state === 'pagado' || charge.state === 'anulado')
      throw badRequest(
        `El cobro está ${charge.state}: solo se corrige un cobro pendiente o vencido.`,
        'data.chargeId',
      );
    if (charge.amount === data.amount)
      throw badRequest(`El cobro ya es de ${formatClp(data.amount)}.`, 'data.amount');
    return {
      kind: 'correccion',
      action: 'corregir',
      amountAfter: data.amount,
      before: { amount: charge.amount },
      after: { amount: data.amount },
      apply: (t) => setChargeAmount(t, charge.id, data.amount),
    };
  });

/**
 * A charge of a closed month keeps its amount; the correction, from what is owed on it all told
 * (`owed`), lands in the current month. Higher: the difference is a charge of its own (`ajuste`,
 * due today). Lower: its unpaid parts are annulled and replaced, in the same transaction, by an
 * `ajuste` charge for what is still to pay of the new amount; when more than the new amount was
 * already paid, the rest is a credit given back to the payer today (charge_credits), which comes
 * off the current month's revenue. The payer never owes less than zero.
 */
const closedMonthCorrection = async (
  tx: Tx,
  charge: LockedCharge,
  data: { amount: number; reason: string },
): Promise<ChargeChange> => {
  const today = todayInChile();
  const period = today.slice(0, 7);
  const correcting = (parentId: number, amount: number) =>
    insertCorrectingCharge(tx, { parentId, amount, reason: data.reason, period, today });
  if (data.amount === charge.owed)
    throw badRequest(`Lo cobrado por este cobro ya es ${formatClp(data.amount)}.`, 'data.amount');
  const base = {
    kind: 'correccion' as const,
    action: 'corregir',
    amountBefore: charge.owed,
    amountAfter: data.amount,
    before: { amount: charge.owed },
  };
  if (data.amount > charge.owed) {
    const difference = data.amount - charge.owed;
    return {
      ...base,
      after: { amount: data.amount, ajuste: difference },
      apply: () => correcting(charge.id, difference),
    };
  }
  const unpaid = await unpaidPieces(tx, charge.id);
  if (unpaid.some((p) => p.reserved))
    throw conflict(
      'El cobro está en un pago en curso: espera a que el pago termine o se libere y vuelve a intentarlo.',
    );
  const paid = charge.owed - unpaid.reduce((sum, p) => sum + p.amount, 0);
  const toPay = Math.max(data.amount - paid, 0);
  const credit = Math.max(paid - data.amount, 0);
  return {
    ...base,
    after: {
      amount: data.amount,
      anulados: unpaid.map((p) => p.id),
      ajuste: toPay,
      credito: credit,
    },
    apply: async (t, adjustmentId) => {
      for (const piece of unpaid) await annulCharge(t, piece.id);
      if (toPay > 0) await correcting(charge.id, toPay);
      if (credit > 0)
        await insertCredit(t, { chargeId: charge.id, adjustmentId, amount: credit, today });
    },
  };
};

/** Annuls an unpaid late fee with a reason; the fee's unique row means it is never added again. */
export const waiveLateFee = (db: Db, userId: number, data: { chargeId: number; reason: string }) =>
  adjustCharge(db, userId, data, (charge) => {
    if (charge.kind !== 'recargo')
      throw badRequest('Solo se condona un recargo por mora.', 'data.chargeId');
    if (charge.closed) throw conflict(closedMessage(charge.period));
    if (charge.state === 'pagado' || charge.state === 'anulado')
      throw badRequest(
        `El recargo está ${charge.state}: solo se condona uno pendiente o vencido.`,
        'data.chargeId',
      );
    return {
      kind: 'condonacion',
      action: 'condonar',
      amountAfter: 0,
      before: { state: charge.state },
      after: { state: 'anulado' },
      apply: (tx) => annulCharge(tx, charge.id),
    };
  });

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
    await saveLateFeeRule(tx, data.academyId, fee, since, userId);
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
