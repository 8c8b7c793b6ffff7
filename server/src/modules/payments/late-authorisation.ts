import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { moveState, type PaymentRow } from './payment-rows.ts';
import type { PaymentsContext } from './payments-context.ts';
import type { WebpayTransaction } from './provider/webpay-provider.ts';
import { type Settlement, settleWithProvider } from './settle-with-provider.ts';

/**
 * How long after its creation Transbank still answers a transaction's status (7 days): within it,
 * a payment we ended without money is checked again until the provider's answer is final.
 */
export const PROVIDER_STATUS_WINDOW_MS = 7 * 24 * 3600 * 1000;

/** Transbank statuses after which nothing can change without us (a commit or a refund). */
const NON_FINAL_STATUS = 'INITIALIZED';

/**
 * A card payment we ended ('anulada' by an abort or timeout return, or a released hold) while
 * Transbank's answer was not final: the payer may still pay on the form that stayed open
 * (docs/jobs.md, "Conciliación de pagos Webpay").
 */
export const awaitsProvider = (payment: PaymentRow, now = new Date()): boolean => {
  if (payment.method !== 'webpay' || payment.state !== 'anulada' || !payment.token) return false;
  if (now.getTime() - payment.createdAt.getTime() > PROVIDER_STATUS_WINDOW_MS) return false;
  const status = (payment.providerData as { status?: unknown } | null)?.status;
  return status === undefined || status === null || status === NON_FINAL_STATUS;
};

/** The same rule in SQL, for the reconciliation job's query. */
export const awaitsProviderSql = (now: Date) =>
  sql`(state = 'anulada' and token is not null
       and created_at > ${new Date(now.getTime() - PROVIDER_STATUS_WINDOW_MS).toISOString()}
       and coalesce(provider_data->>'status', ${NON_FINAL_STATUS}) = ${NON_FINAL_STATUS})`;

const rememberStatus = async (db: Db, id: number, status: WebpayTransaction): Promise<void> => {
  await db
    .update(payments)
    .set({ providerData: status, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.state, 'anulada')));
};

/**
 * Its items reserve its charges again when every charge is still open and held by no other
 * payment (then the late authorisation pays them); otherwise nothing changes and the
 * authorisation is refunded (approvePayment refuses a payment without all its items active).
 */
const reserveAgain = async (db: Db, paymentId: number): Promise<void> => {
  try {
    await db.transaction(async (tx) => {
      const total = await selectRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from payment_items where payment_id = ${paymentId}`,
      );
      const revived = await selectRows<{ id: number }>(
        tx,
        sql`update payment_items pi set active = true
            from charges c
            where pi.payment_id = ${paymentId} and c.id = pi.charge_id
              and c.state in ('pendiente', 'vencido')
              and not exists (select 1 from payment_items o where o.charge_id = pi.charge_id and o.active)
            returning pi.id`,
      );
      if (revived.length !== Number(total[0]?.n ?? 0)) throw new Error('charges taken meanwhile');
    });
  } catch {
    // Taken meanwhile (or the reservation index refused it): the authorisation will be refunded.
  }
};

/**
 * Asks Transbank again about a payment we ended without money. Still INITIALIZED: checked again
 * later. AUTHORIZED (the payer paid on the form after the abort): claimed back to 'por_confirmar'
 * by compare-and-set and committed; it pays its charges if they are still free, otherwise the
 * authorisation is refunded and recorded (payment_refunds, reason on the payment). Anything else
 * is final and remembered, so the job stops asking.
 */
export const recheckEnded = async (
  ctx: PaymentsContext,
  payment: PaymentRow,
): Promise<Settlement | 'final' | 'sin_respuesta' | 'en_formulario'> => {
  if (!awaitsProvider(payment)) return 'final';
  let status: WebpayTransaction;
  try {
    status = await ctx.provider.status(payment.token!);
  } catch (error) {
    ctx.log.warn({ err: error, paymentId: payment.id }, 'status no disponible: se reintenta');
    return 'sin_respuesta';
  }
  if (status.status !== 'AUTHORIZED' || status.response_code !== 0) {
    await rememberStatus(ctx.db, payment.id, status);
    return status.status === NON_FINAL_STATUS ? 'en_formulario' : 'final';
  }
  const claimed = await moveState(ctx.db, payment.id, ['anulada'], 'por_confirmar', {
    annulReason: null,
    annulledAt: null,
  });
  if (!claimed) return 'final';
  ctx.log.warn({ paymentId: payment.id }, 'pago autorizado en Transbank después de anulado');
  await reserveAgain(ctx.db, payment.id);
  return settleWithProvider(ctx, claimed);
};
