import { writeAudit } from '../../db/audit.ts';
import { paymentRefunds } from '../../db/schema/payments.ts';
import { approvePayment, ChargesNoLongerOpen } from './approve-payment.ts';
import { moveState, releaseItems, type PaymentRow } from './payment-rows.ts';
import {
  type PaymentsContext,
  REASON_REFUNDED_CHARGES_CLOSED,
  REASON_REFUNDED_MISMATCH,
  REASON_TIMEOUT,
} from './payments-context.ts';
import { fieldsOf, verdictOf } from './provider-result.ts';
import { type WebpayTransaction, WebpayRejection } from './provider/webpay-provider.ts';

export type Settlement = 'autorizada' | 'rechazada' | 'anulada' | 'por_confirmar' | 'creada';

/** Ends a payment that took no money: its charges are free again. */
export const endWithoutMoney = async (
  ctx: PaymentsContext,
  payment: PaymentRow,
  state: 'rechazada' | 'anulada',
  fields: Parameters<typeof moveState>[4],
): Promise<void> => {
  await ctx.db.transaction(async (tx) => {
    const moved = await moveState(tx, payment.id, ['creada', 'por_confirmar'], state, fields);
    if (!moved) return;
    await releaseItems(tx, payment.id);
    await writeAudit(tx, {
      userId: null,
      entity: 'payment',
      entityId: payment.id,
      action: state === 'rechazada' ? 'rechazar' : 'anular',
      before: { state: payment.state },
      after: { state, reason: fields?.annulReason ?? null },
    });
  });
};

/**
 * Gives the money of an authorization back through the provider and records the refund. If the
 * provider cannot be reached the payment stays 'por_confirmar' and the job tries again.
 */
const refundAndAnnul = async (
  ctx: PaymentsContext,
  payment: PaymentRow,
  result: WebpayTransaction,
  reason: string,
): Promise<Settlement> => {
  const amount = Number(result.amount);
  let refund;
  try {
    refund = await ctx.provider.refund(payment.token!, amount);
  } catch (error) {
    ctx.log.error(
      { err: error, paymentId: payment.id },
      'reembolso pendiente: Transbank no respondió',
    );
    return 'por_confirmar';
  }
  await ctx.db.transaction(async (tx) => {
    const moved = await moveState(tx, payment.id, ['creada', 'por_confirmar'], 'anulada', {
      ...fieldsOf(result),
      annulReason: reason,
      annulledAt: new Date(),
    });
    if (!moved) return;
    await releaseItems(tx, payment.id);
    await tx.insert(paymentRefunds).values({
      paymentId: payment.id,
      amount,
      type: String(refund.type),
      reason,
      providerData: refund,
    });
    await writeAudit(tx, {
      userId: null,
      entity: 'payment',
      entityId: payment.id,
      action: 'reembolsar',
      before: { state: payment.state },
      after: { state: 'anulada', amount, reason, refund: refund.type },
    });
  });
  ctx.log.warn({ paymentId: payment.id, reason }, 'pago con tarjeta reembolsado');
  return 'anulada';
};

/** Applies what Transbank said about a claimed ('por_confirmar') payment. */
const applyResult = async (
  ctx: PaymentsContext,
  payment: PaymentRow,
  result: WebpayTransaction,
): Promise<Settlement> => {
  const verdict = verdictOf(payment, result);
  if (verdict === 'approved') {
    try {
      await approvePayment(ctx.db, ctx, payment.id, ['por_confirmar'], fieldsOf(result), null);
      return 'autorizada';
    } catch (error) {
      if (!(error instanceof ChargesNoLongerOpen)) throw error;
      return refundAndAnnul(ctx, payment, result, REASON_REFUNDED_CHARGES_CLOSED);
    }
  }
  if (verdict === 'mismatch') return refundAndAnnul(ctx, payment, result, REASON_REFUNDED_MISMATCH);
  if (verdict === 'in_progress') {
    // The payer is still on Webpay's form: give the payment back to the flow.
    await moveState(ctx.db, payment.id, ['por_confirmar'], 'creada');
    return 'creada';
  }
  if (verdict === 'rejected') {
    await endWithoutMoney(ctx, payment, 'rechazada', fieldsOf(result));
    return 'rechazada';
  }
  await endWithoutMoney(ctx, payment, 'anulada', {
    ...fieldsOf(result),
    annulReason: REASON_TIMEOUT,
    annulledAt: new Date(),
  });
  return 'anulada';
};

/**
 * Settles a payment this caller has claimed (moved to 'por_confirmar'): commit at Transbank; a 4xx
 * answer (already committed, never paid, aborted, expired) is resolved with the status call. No
 * answer at all leaves it 'por_confirmar' for the reconciliation job.
 */
export const settleWithProvider = async (
  ctx: PaymentsContext,
  payment: PaymentRow,
): Promise<Settlement> => {
  const token = payment.token;
  if (!token) throw new Error(`payment ${payment.id} has no token`);
  let result: WebpayTransaction;
  try {
    result = await ctx.provider.commit(token);
  } catch (error) {
    if (
      !(error instanceof WebpayRejection) ||
      error.httpStatus === 401 ||
      error.httpStatus >= 500
    ) {
      ctx.log.error(
        { err: error, paymentId: payment.id },
        'commit sin respuesta: queda por confirmar',
      );
      return 'por_confirmar';
    }
    try {
      result = await ctx.provider.status(token);
    } catch (statusError) {
      ctx.log.error(
        { err: statusError, paymentId: payment.id },
        'status sin respuesta: queda por confirmar',
      );
      return 'por_confirmar';
    }
  }
  return applyResult(ctx, payment, result);
};
