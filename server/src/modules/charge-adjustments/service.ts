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
  type LockedCharge,
  lockCharge,
  saveLateFeeRule,
  setChargeAmount,
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
  apply: (tx: Tx) => Promise<void>;
}

/**
 * Locks the charge, lets `change` refuse it (throwing) or say what to do, and does it with its
 * adjustment row (recorded in the current month) and audit entry, in one transaction.
 */
const adjustCharge = async (
  db: Db,
  userId: number,
  data: { chargeId: number; reason: string },
  change: (charge: LockedCharge) => ChargeChange,
) => {
  const period = todayInChile().slice(0, 7);
  const id = await db.transaction(async (tx) => {
    const charge = await lockCharge(tx, data.chargeId);
    if (!charge) throw notFound(NOT_FOUND);
    const { kind, action, amountBefore, amountAfter, before, after, apply } = change(charge);
    await apply(tx);
    const adjustmentId = await insertAdjustment(tx, {
      chargeId: charge.id,
      kind,
      period,
      amountBefore: amountBefore ?? charge.amount,
      amountAfter,
      reason: data.reason,
      createdBy: userId,
    });
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
 * Corrects the amount of an unpaid charge (docs/money.md); an adjustment row keeps the amount
 * before, after, who and why, recorded in the current month. A charge of an open month takes the
 * new amount. A charge of a closed month does not change: a higher amount adds the difference as
 * a charge of its own in the current month (`ajuste`); a lower one is refused (409). A paid or
 * annulled charge is refused and not changed.
 */
export const correctCharge = (
  db: Db,
  userId: number,
  data: { chargeId: number; amount: number; reason: string },
) =>
  adjustCharge(db, userId, data, (charge) => {
    if (charge.state === 'pagado' || charge.state === 'anulado')
      throw badRequest(
        `El cobro está ${charge.state}: solo se corrige un cobro pendiente o vencido.`,
        'data.chargeId',
      );
    if (charge.closed) return closedMonthCorrection(charge, data);
    if (charge.amount === data.amount)
      throw badRequest(`El cobro ya es de ${formatClp(data.amount)}.`, 'data.amount');
    return {
      kind: 'correccion',
      action: 'corregir',
      amountAfter: data.amount,
      before: { amount: charge.amount },
      after: { amount: data.amount },
      apply: (tx) => setChargeAmount(tx, charge.id, data.amount),
    };
  });

/**
 * A charge of a closed month keeps its amount; the difference up to a higher amount becomes a
 * charge of the current month (kind `ajuste`, due today) that is paid like any other.
 */
const closedMonthCorrection = (
  charge: LockedCharge,
  data: { amount: number; reason: string },
): ChargeChange => {
  if (data.amount <= charge.owed)
    throw conflict(
      `${closedMessage(charge.period)} En el mes en curso solo se agrega la diferencia hasta un monto mayor que ${formatClp(charge.owed)}.`,
    );
  const today = todayInChile();
  const difference = data.amount - charge.owed;
  return {
    kind: 'correccion',
    action: 'corregir',
    amountBefore: charge.owed,
    amountAfter: data.amount,
    before: { amount: charge.owed },
    after: { amount: data.amount, ajuste: difference },
    apply: (tx) =>
      insertCorrectingCharge(tx, {
        parentId: charge.id,
        amount: difference,
        reason: data.reason,
        period: today.slice(0, 7),
        today,
      }),
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
