import { eq, inArray, sql } from 'drizzle-orm';
import {
  autopayAttemptPayments,
  autopayAttempts,
  autopayChargeFailures,
} from '../../db/schema/autopay.ts';
import { payments } from '../../db/schema/payments.ts';
import { approvePayment, ChargesNoLongerOpen } from '../payments/approve-payment.ts';
import type { Db } from '../../db/db-handle.ts';
import { findPayment, itemChargeIds, moveState, releaseItems } from '../payments/payment-rows.ts';
import { addDays, type AutopayContext } from './autopay-context.ts';
import type { MallDetail, MallTransaction } from './provider/oneclick-provider.ts';

export interface SettleCounts {
  charged: number;
  failed: number;
}

/** Retries of a declined charge: +3 days after the first decline, +7 after the second; then a reminder. */
export const MAX_FAILURES = 3;
const nextAttempt = (failures: number, today: string): string | null =>
  failures >= MAX_FAILURES ? null : addDays(today, failures === 1 ? 3 : 4);

export const attemptPayments = async (db: Db, attemptId: number) =>
  db
    .select({
      id: payments.id,
      buyOrder: payments.buyOrder,
      amount: payments.amount,
      commerceCode: autopayAttemptPayments.commerceCode,
    })
    .from(autopayAttemptPayments)
    .innerJoin(payments, eq(payments.id, autopayAttemptPayments.paymentId))
    .where(eq(autopayAttemptPayments.attemptId, attemptId));

/** Counts a decline on each charge, in the transaction that rejects their payment. */
const recordFailures = async (
  db: Db,
  chargeIds: number[],
  responseCode: number | null,
  today: string,
): Promise<void> => {
  if (chargeIds.length === 0) return;
  const existing = await db
    .select({ chargeId: autopayChargeFailures.chargeId, failures: autopayChargeFailures.failures })
    .from(autopayChargeFailures)
    .where(inArray(autopayChargeFailures.chargeId, chargeIds));
  const known = new Map(existing.map((r) => [r.chargeId, r.failures]));
  for (const chargeId of chargeIds) {
    const failures = (known.get(chargeId) ?? 0) + 1;
    const values = {
      failures,
      nextAttemptOn: nextAttempt(failures, today),
      lastResponseCode: responseCode,
      updatedAt: new Date(),
    };
    await db
      .insert(autopayChargeFailures)
      .values({ chargeId, ...values })
      .onConflictDoUpdate({ target: autopayChargeFailures.chargeId, set: values });
  }
};

/** A payment the card did not pay: rejected (compare-and-set), charges freed, declines counted. */
const rejectPayment = async (
  ctx: AutopayContext,
  paymentId: number,
  detail: MallDetail | undefined,
  today: string,
  countFailure: boolean,
): Promise<number> =>
  ctx.db.transaction(async (tx) => {
    const moved = await moveState(tx, paymentId, ['creada'], 'rechazada', {
      responseCode: detail?.response_code ?? null,
      providerData: detail ?? null,
    });
    if (!moved) return 0;
    const chargeIds = await itemChargeIds(tx, paymentId);
    await releaseItems(tx, paymentId);
    if (countFailure) await recordFailures(tx, chargeIds, detail?.response_code ?? null, today);
    return chargeIds.length;
  });

/** Money Transbank took for a child that can no longer apply goes back to the card. */
const refundChild = async (
  ctx: AutopayContext,
  parentBuyOrder: string,
  detail: MallDetail,
): Promise<void> => {
  try {
    await ctx.provider.refund(
      parentBuyOrder,
      detail.commerce_code,
      detail.buy_order,
      detail.amount,
    );
    ctx.log.warn(
      { parentBuyOrder, child: detail.buy_order },
      'cobro automático reembolsado: sus cobros ya no estaban abiertos',
    );
  } catch (error) {
    ctx.log.error(
      { err: error, parentBuyOrder, child: detail.buy_order },
      'no se pudo reembolsar un cobro automático; revisar en Transbank',
    );
  }
};

/**
 * Applies Transbank's answer (authorize or status) to an attempt's payments. Each payment moves
 * from 'creada' by compare-and-set, so a second settlement (two runs, a reconcile after a crash)
 * changes nothing; an approved child whose payment was already given up is refunded.
 */
export const settleAttempt = async (
  ctx: AutopayContext,
  attemptId: number,
  parentBuyOrder: string,
  answer: MallTransaction,
  today: string,
  checkpoint?: (step: 'primer-pago-aprobado') => void,
): Promise<SettleCounts> => {
  const counts: SettleCounts = { charged: 0, failed: 0 };
  for (const payment of await attemptPayments(ctx.db, attemptId)) {
    const detail = answer.details.find((d) => d.buy_order === payment.buyOrder);
    const approved =
      detail?.response_code === 0 &&
      detail.status === 'AUTHORIZED' &&
      detail.amount === payment.amount;
    if (!approved || !detail) {
      counts.failed += await rejectPayment(ctx, payment.id, detail, today, true);
      continue;
    }
    try {
      const moved = await approvePayment(
        ctx.db,
        ctx,
        payment.id,
        ['creada'],
        {
          authorizationCode: detail.authorization_code ?? null,
          cardLast4: answer.card_detail?.card_number?.slice(-4) ?? null,
          paymentTypeCode: detail.payment_type_code ?? null,
          installmentsNumber: detail.installments_number ?? 0,
          responseCode: detail.response_code,
          transactionDate: answer.transaction_date ? new Date(answer.transaction_date) : new Date(),
          providerData: { ...detail, parent_buy_order: parentBuyOrder },
        },
        null,
      );
      if (moved) {
        const chargeIds = await itemChargeIds(ctx.db, payment.id);
        counts.charged += chargeIds.length;
        await ctx.db
          .delete(autopayChargeFailures)
          .where(inArray(autopayChargeFailures.chargeId, chargeIds));
        checkpoint?.('primer-pago-aprobado');
      } else if ((await findPayment(ctx.db, payment.id))?.state !== 'autorizada') {
        await refundChild(ctx, parentBuyOrder, detail);
      }
    } catch (error) {
      if (!(error instanceof ChargesNoLongerOpen)) throw error;
      await rejectPayment(ctx, payment.id, detail, today, false);
      await refundChild(ctx, parentBuyOrder, detail);
    }
  }
  await ctx.db
    .update(autopayAttempts)
    .set({ state: 'terminado', providerData: answer, updatedAt: new Date() })
    .where(sql`${autopayAttempts.id} = ${attemptId} and ${autopayAttempts.state} = 'autorizando'`);
  return counts;
};

/** Transbank never received the authorize (404 on status, or it refused the call): free the charges. */
export const abandonAttempt = async (
  ctx: AutopayContext,
  attemptId: number,
  today: string,
): Promise<void> => {
  for (const payment of await attemptPayments(ctx.db, attemptId))
    await rejectPayment(ctx, payment.id, undefined, today, false);
  await ctx.db
    .update(autopayAttempts)
    .set({ state: 'no_enviado', updatedAt: new Date() })
    .where(sql`${autopayAttempts.id} = ${attemptId} and ${autopayAttempts.state} = 'autorizando'`);
};
