import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { autopayAttemptPayments, autopayAttempts } from '../../db/schema/autopay.ts';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import { newBuyOrder } from '../payments/create-webpay-payment.ts';
import { selectRows } from '../../db/db-handle.ts';
import { WebpayRejection } from '../payments/provider/webpay-provider.ts';
import { type AutopayContext, santiagoDate } from './autopay-context.ts';
import { sendRetryReminders } from './retry-reminders.ts';
import { open } from './secret-box.ts';
import { abandonAttempt, settleAttempt } from './settle-attempt.ts';

export interface AutopayRunCounts {
  charged: number;
  skipped: number;
  failed: number;
  reminded: number;
  reconciled: number;
}

export interface AutopayRunOptions {
  now?: Date;
  /** An attempt still 'autorizando' this long has no authorize in flight (calls time out at 30 s). */
  staleMs?: number;
  /** Called at each step that commits or talks to Transbank: the kill -9 tests stop the process there. */
  checkpoint?: Checkpoint;
  /** Only this payer's charges (an admin's "Reintentar ahora"); reminders and reconciliation still run for all. */
  payerId?: number;
}

export type Checkpoint = (step: 'intento-guardado' | 'autorizado' | 'primer-pago-aprobado') => void;

interface DueCharge {
  enrolment_id: number;
  payer_id: number;
  username: string;
  tbk_user_enc: string;
  charge_id: number;
  academy_id: number;
  amount: number;
  commerce_code: string | null;
  reserved: boolean;
}

/** Covered open charges due today or before (from the card's start), not waiting for a retry date. */
const dueCharges = (ctx: AutopayContext, today: string, payerId?: number) =>
  selectRows<DueCharge>(
    ctx.db,
    sql`select e.id as enrolment_id, e.payer_id, e.username, e.tbk_user_enc, c.id as charge_id, c.academy_id, c.amount,
          cc.commerce_code,
          exists (select 1 from payment_items pi where pi.charge_id = c.id and pi.active) as reserved
        from autopay_enrolments e
        join autopay_wards w on w.enrolment_id = e.id and w.active
        join charges c on c.student_id = w.student_id
        left join autopay_charge_failures f on f.charge_id = c.id
        left join autopay_commerce_codes cc on cc.academy_id = c.academy_id
        where e.state = 'activa' and c.state in ('pendiente', 'vencido')
          ${payerId === undefined ? sql`` : sql`and e.payer_id = ${payerId}`}
          and c.due_date >= e.active_from and c.due_date <= ${today}::date
          and (f.charge_id is null or f.next_attempt_on <= ${today}::date)
        order by e.id, c.academy_id, c.id`,
  );

/**
 * One payer's due charges in one mall transaction: the attempt and its payments (one per academy
 * commerce code, 'creada', holding the charges through payment_items' unique index) commit BEFORE
 * authorize, so a portal or manual payment of the same charges, or another run, cannot overlap,
 * and a crash after authorize is settled from Transbank's status by the next run.
 */
const chargePayer = async (
  ctx: AutopayContext,
  rows: DueCharge[],
  today: string,
  counts: AutopayRunCounts,
  checkpoint?: Checkpoint,
): Promise<void> => {
  const first = rows[0];
  if (!first) return;
  const byCode = new Map<string, DueCharge[]>();
  for (const row of rows) {
    const code = row.commerce_code ?? ctx.defaultChildCode;
    if (!code) {
      counts.skipped += 1;
      ctx.log.warn(
        { academyId: row.academy_id },
        'academia sin código de comercio Oneclick: cobro automático omitido',
      );
      continue;
    }
    byCode.set(code, [...(byCode.get(code) ?? []), row]);
  }
  if (byCode.size === 0) return;
  const parentBuyOrder = newBuyOrder();
  const children = [...byCode].map(([commerceCode, charges]) => ({
    commerceCode,
    charges,
    buyOrder: newBuyOrder(),
    amount: charges.reduce((sum, c) => sum + Number(c.amount), 0),
  }));
  let attemptId: number;
  try {
    attemptId = await ctx.db.transaction(async (tx) => {
      const [attempt] = await tx
        .insert(autopayAttempts)
        .values({
          enrolmentId: Number(first.enrolment_id),
          parentBuyOrder,
          amount: children.reduce((s, c) => s + c.amount, 0),
        })
        .returning({ id: autopayAttempts.id });
      if (!attempt) throw new Error('attempt insert returned no row');
      for (const child of children) {
        const [payment] = await tx
          .insert(payments)
          .values({
            buyOrder: child.buyOrder,
            sessionId: parentBuyOrder,
            userId: Number(first.payer_id),
            method: 'oneclick',
            state: 'creada',
            amount: child.amount,
          })
          .returning({ id: payments.id });
        if (!payment) throw new Error('payment insert returned no row');
        await tx.insert(paymentItems).values(
          child.charges.map((c) => ({
            paymentId: payment.id,
            chargeId: Number(c.charge_id),
            amount: Number(c.amount),
          })),
        );
        await tx.insert(autopayAttemptPayments).values({
          paymentId: payment.id,
          attemptId: attempt.id,
          commerceCode: child.commerceCode,
        });
      }
      return attempt.id;
    });
  } catch (error) {
    // A charge was taken meanwhile (portal, manual payment, another run): nothing was written.
    if (!isUniqueViolation(error)) throw error;
    counts.skipped += rows.length;
    return;
  }
  const chargeCount = children.reduce((n, c) => n + c.charges.length, 0);
  checkpoint?.('intento-guardado');
  let answer;
  try {
    answer = await ctx.provider.authorize(
      first.username,
      open(ctx.key, first.tbk_user_enc),
      parentBuyOrder,
      children.map((c) => ({
        commerceCode: c.commerceCode,
        buyOrder: c.buyOrder,
        amount: c.amount,
      })),
    );
  } catch (error) {
    ctx.log.error({ err: error, parentBuyOrder }, 'Oneclick no autorizó el cobro automático');
    // Refused outright: nothing was charged. No answer: left 'autorizando' for the status check.
    if (error instanceof WebpayRejection) await abandonAttempt(ctx, attemptId, today);
    counts.failed += chargeCount;
    return;
  }
  checkpoint?.('autorizado');
  const settled = await settleAttempt(ctx, attemptId, parentBuyOrder, answer, today, checkpoint);
  counts.charged += settled.charged;
  counts.failed += settled.failed;
};

/** Attempts left 'autorizando' by a crash or a lost answer: Transbank's status decides. */
const reconcileAttempts = async (
  ctx: AutopayContext,
  staleMs: number,
  today: string,
): Promise<number> => {
  const taken = await selectRows<{ id: number; parent_buy_order: string }>(
    ctx.db,
    // Staleness on the database's clock (as updated_at is written); `now` only picks the calendar day.
    sql`update autopay_attempts set updated_at = now()
        where id in (select id from autopay_attempts where state = 'autorizando' and updated_at < now() - ${staleMs} * interval '1 millisecond'
                     order by id limit 25 for update skip locked)
        returning id, parent_buy_order`,
  );
  let reconciled = 0;
  for (const attempt of taken) {
    try {
      const answer = await ctx.provider.status(attempt.parent_buy_order);
      await settleAttempt(ctx, Number(attempt.id), attempt.parent_buy_order, answer, today);
      reconciled += 1;
    } catch (error) {
      if (error instanceof WebpayRejection && error.httpStatus === 404) {
        await abandonAttempt(ctx, Number(attempt.id), today);
        reconciled += 1;
      } else
        ctx.log.error(
          { err: error, attemptId: attempt.id },
          'conciliación de cobro automático falló',
        );
    }
  }
  return reconciled;
};

export const STALE_ATTEMPT_MS = 2 * 60 * 1000;

/**
 * The charging job: settle what a crash left open, charge each payer's due covered charges once,
 * then remind payers whose retries are spent. Safe to run twice or on two instances at once.
 */
export const runAutopay = async (
  ctx: AutopayContext,
  options: AutopayRunOptions = {},
): Promise<AutopayRunCounts> => {
  const now = options.now ?? new Date();
  const today = santiagoDate(now);
  const counts: AutopayRunCounts = {
    charged: 0,
    skipped: 0,
    failed: 0,
    reminded: 0,
    reconciled: 0,
  };
  counts.reconciled = await reconcileAttempts(ctx, options.staleMs ?? STALE_ATTEMPT_MS, today);
  const due = await dueCharges(ctx, today, options.payerId);
  const byEnrolment = new Map<number, DueCharge[]>();
  for (const row of due) {
    if (row.reserved) {
      counts.skipped += 1;
      continue;
    }
    const id = Number(row.enrolment_id);
    byEnrolment.set(id, [...(byEnrolment.get(id) ?? []), row]);
  }
  for (const rows of byEnrolment.values()) {
    try {
      await chargePayer(ctx, rows, today, counts, options.checkpoint);
    } catch (error) {
      ctx.log.error({ err: error, enrolmentId: rows[0]?.enrolment_id }, 'cobro automático falló');
      counts.failed += rows.length;
    }
  }
  counts.reminded = await sendRetryReminders(ctx, now);
  if (counts.charged + counts.failed + counts.reminded + counts.reconciled > 0)
    ctx.log.info({ counts }, 'pago automático');
  return counts;
};
