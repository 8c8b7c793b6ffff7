import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { awaitsProvider, awaitsProviderSql, recheckEnded } from './late-authorisation.ts';
import { findPayment, moveState } from './payment-rows.ts';
import type { PaymentsContext } from './payments-context.ts';
import { verdictOf } from './provider-result.ts';
import { type Settlement, settleWithProvider } from './settle-with-provider.ts';

/**
 * A 'por_confirmar' payment untouched this long has no commit in flight in a live process (calls
 * time out at 30 s). One left by a process that died is taken at once by the next start (see
 * `startedAt`), not after this delay.
 */
export const STALE_MS = 35_000;

/**
 * An open ('creada') payment or one ended while Transbank's answer was not final is asked about
 * (status call, read-only) this long after it was last looked at, growing with its age (a quarter
 * of it, at least this and at most a minute): a payment whose return was lost in a crash is found within seconds, a
 * payer who stays long on the form costs few calls.
 */
export const RECHECK_MS = 5_000;
const MAX_RECHECK_MS = 60_000;

/** When this process started: 'por_confirmar' rows last touched before it have no commit here. */
const startedAt = new Date();

/**
 * Settles one payment from the provider if it is still open: a 'creada' one is first claimed
 * (compare-and-set to 'por_confirmar', exactly as a browser commit does), so it is committed once.
 * One we ended without money while Transbank's answer was not final is asked again.
 */
export const reconcileOne = async (
  ctx: PaymentsContext,
  paymentId: number,
  options: { onlyIfDone?: boolean } = {},
): Promise<Settlement | 'final' | 'sin_respuesta' | 'en_formulario'> => {
  const payment = await findPayment(ctx.db, paymentId);
  if (!payment || payment.method !== 'webpay') return 'final';
  if (payment.state === 'creada') {
    if (options.onlyIfDone) {
      // Within its reservation: only a payment the payer already finished at Transbank is settled.
      let status;
      try {
        status = await ctx.provider.status(payment.token!);
      } catch {
        return 'sin_respuesta';
      }
      if (verdictOf(payment, status) === 'in_progress') return 'en_formulario';
    }
    const claimed = await moveState(ctx.db, payment.id, ['creada'], 'por_confirmar');
    if (!claimed) return 'final';
    return settleWithProvider(ctx, claimed);
  }
  if (payment.state === 'por_confirmar') return settleWithProvider(ctx, payment);
  if (awaitsProvider(payment)) return recheckEnded(ctx, payment);
  return 'final';
};

export interface ReconcileOptions {
  /** Pretend it is this time (tests of expiry). */
  now?: Date;
  limit?: number;
}

/**
 * The reconciliation job (every few seconds, and right after start): open payments the payer
 * may have finished at Transbank (whose return may have been lost), commits left without an
 * answer, and payments ended while Transbank's status was not final (an abort, then paid on the
 * open form). Each run takes its rows with one `update ... where id in (select ... for update
 * skip locked)`, which also pushes their updated_at forward: another instance running at the same
 * moment skips them, and the next run only retakes them after the recheck delay.
 */
export const reconcilePayments = async (
  ctx: PaymentsContext,
  options: ReconcileOptions = {},
): Promise<Record<string, number>> => {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const staleBefore = new Date(Math.max(now.getTime() - STALE_MS, 0));
  const commitsLeftBefore = staleBefore > startedAt ? staleBefore : startedAt;
  const recheck = sql`updated_at < ${nowIso}::timestamptz - least(${`${MAX_RECHECK_MS} milliseconds`}::interval,
      greatest(${`${RECHECK_MS} milliseconds`}::interval, (${nowIso}::timestamptz - created_at) / 4))`;
  const taken = await selectRows<{ id: number; state: string; expired: boolean }>(
    ctx.db,
    sql`update payments set updated_at = ${nowIso}
        where id in (
          select id from payments
          where method = 'webpay'
            and ((state = 'creada' and (updated_at < ${startedAt.toISOString()} or ${recheck}))
              or (state = 'por_confirmar' and updated_at < ${commitsLeftBefore.toISOString()})
              or (${awaitsProviderSql(now)} and ${recheck}))
          order by updated_at
          limit ${options.limit ?? 25}
          for update skip locked)
        returning id, state, (expires_at < ${nowIso}) as expired`,
  );
  const summary: Record<string, number> = {};
  for (const row of taken) {
    try {
      const outcome = await reconcileOne(ctx, Number(row.id), {
        onlyIfDone: row.state === 'creada' && !row.expired,
      });
      // A payer still on the form is no news: not counted, so idle runs stay out of job_runs.
      if (outcome !== 'en_formulario') summary[outcome] = (summary[outcome] ?? 0) + 1;
    } catch (error) {
      ctx.log.error({ err: error, paymentId: row.id }, 'conciliación de pago falló');
      summary.error = (summary.error ?? 0) + 1;
    }
  }
  if (taken.length > 0) ctx.log.info({ summary }, 'conciliación de pagos Webpay');
  return summary;
};
