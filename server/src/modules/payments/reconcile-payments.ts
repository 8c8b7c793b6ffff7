import { sql } from 'drizzle-orm';
import { selectRows } from './db-handle.ts';
import { findPayment, moveState } from './payment-rows.ts';
import type { PaymentsContext } from './payments-context.ts';
import { type Settlement, settleWithProvider } from './settle-with-provider.ts';

/** A 'por_confirmar' payment untouched this long has no commit in progress (calls time out at 30 s). */
export const STALE_MS = 60_000;

/**
 * Settles one payment from the provider if it is still open: a 'creada' one is first claimed
 * (compare-and-set to 'por_confirmar', exactly as a browser commit does), so it is committed once.
 */
export const reconcileOne = async (
  ctx: PaymentsContext,
  paymentId: number,
): Promise<Settlement | 'final'> => {
  const payment = await findPayment(ctx.db, paymentId);
  if (!payment || payment.method !== 'webpay') return 'final';
  if (payment.state === 'creada') {
    const claimed = await moveState(ctx.db, payment.id, ['creada'], 'por_confirmar');
    if (!claimed) return 'final';
    return settleWithProvider(ctx, claimed);
  }
  if (payment.state === 'por_confirmar') return settleWithProvider(ctx, payment);
  return 'final';
};

export interface ReconcileOptions {
  /** Pretend it is this time (tests of expiry). */
  now?: Date;
  limit?: number;
}

/**
 * The reconciliation job: payments whose reservation expired without a commit, and commits left
 * without an answer. Each run takes its rows with one `update ... where id in (select ... for
 * update skip locked)`, which also pushes their updated_at forward: another instance running at
 * the same moment skips them, and the next run only retakes them after STALE_MS.
 */
export const reconcilePayments = async (
  ctx: PaymentsContext,
  options: ReconcileOptions = {},
): Promise<Record<string, number>> => {
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - STALE_MS);
  const taken = await selectRows<{ id: number }>(
    ctx.db,
    sql`update payments set updated_at = ${now.toISOString()}
        where id in (
          select id from payments
          where method = 'webpay'
            and updated_at < ${staleBefore.toISOString()}
            and ((state = 'creada' and expires_at < ${now.toISOString()}) or state = 'por_confirmar')
          order by id
          limit ${options.limit ?? 25}
          for update skip locked)
        returning id`,
  );
  const summary: Record<string, number> = {};
  for (const { id } of taken) {
    try {
      const outcome = await reconcileOne(ctx, Number(id));
      summary[outcome] = (summary[outcome] ?? 0) + 1;
    } catch (error) {
      ctx.log.error({ err: error, paymentId: id }, 'conciliación de pago falló');
      summary.error = (summary.error ?? 0) + 1;
    }
  }
  if (taken.length > 0) ctx.log.info({ summary }, 'conciliación de pagos Webpay');
  return summary;
};
