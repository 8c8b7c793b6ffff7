import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { emailOptOuts, emailOutbox, emailSends } from '../db/schema/email.ts';
import { buildMessage, type MessageSettings } from './build-message.ts';
import { isAddressRefusal, isBounced, recordBounce } from './bounces.ts';
import { classifyDeliveryError } from './delivery-error.ts';
import { bouncedReason } from './enqueue-send.ts';
import type { Db } from '../db/db-handle.ts';
import type { EmailTransport } from './email-transport.ts';
import { createRateLimiter } from './rate-limiter.ts';

export interface OutboxWorkerOptions extends MessageSettings {
  db: Db;
  transport: EmailTransport;
  ratePerSecond: number;
  maxAttempts: number;
  /**
   * How long a claimed row belongs to this worker without a heartbeat. The worker renews the lease
   * of the rows it holds every third of it, so a dead worker's rows are taken again after at most
   * this long, whatever the transport's timeouts (default 15 s).
   */
  leaseMs?: number;
  batchSize?: number;
  pollMs?: number;
  /** First retry delay; doubles each attempt (capped at 1 hour). */
  backoffBaseMs?: number;
  workerId?: string;
  onError?: (error: unknown) => void;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Delivers the outbox. Safe with many instances on one PostgreSQL: rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a short lease (locked_until) that a heartbeat renews while the
 * worker lives; a worker that dies leaves its rows leased for at most `leaseMs` (seconds), then
 * another worker claims them.
 *
 * Delivery is AT-LEAST-ONCE, not exactly once (docs/jobs.md, "Correos: al menos una vez"): a row
 * is marked 'enviando' right before the SMTP DATA and 'enviado' right after the server accepts
 * it. A worker killed between the server's 250 and that mark leaves the row 'enviando'; it is
 * sent again after the lease, with the SAME Message-ID (one per row, fixed when queued), so the
 * receiving side can recognise the duplicate. The window is the time of one UPDATE.
 */
export const createOutboxWorker = (options: OutboxWorkerOptions) => {
  const {
    db,
    transport,
    leaseMs = 15_000,
    batchSize = 20,
    pollMs = 1000,
    backoffBaseMs = 30_000,
    workerId = `worker-${randomUUID()}`,
  } = options;
  const throttle = createRateLimiter(options.ratePerSecond);
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const claim = async (): Promise<OutboxRow[]> =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            // 'enviando' is a send whose outcome a dead worker never recorded: sent again.
            inArray(emailOutbox.state, ['pendiente', 'enviando']),
            lte(emailOutbox.nextAttemptAt, sql`now()`),
            or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({
          lockedBy: workerId,
          lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          attempts: sql`${emailOutbox.attempts} + 1`,
        })
        .where(
          inArray(
            emailOutbox.id,
            due.map((r) => r.id),
          ),
        )
        .returning();
    });

  const owned = (row: OutboxRow) =>
    and(
      eq(emailOutbox.id, row.id),
      eq(emailOutbox.lockedBy, workerId),
      inArray(emailOutbox.state, ['pendiente', 'enviando']),
    );

  /** Only the lease owner may settle a row, so a worker that lost its lease changes nothing. */
  const settle = (row: OutboxRow, values: Partial<typeof emailOutbox.$inferInsert>) =>
    db
      .update(emailOutbox)
      .set({ ...values, lockedBy: null, lockedUntil: null })
      .where(owned(row));

  /** Marks the row 'enviando' right before the SMTP send; false when this worker lost it. */
  const markSending = async (row: OutboxRow): Promise<boolean> =>
    (
      await db
        .update(emailOutbox)
        .set({ state: 'enviando' })
        .where(owned(row))
        .returning({ id: emailOutbox.id })
    ).length > 0;

  /** Rows this worker holds now; their lease is renewed by the heartbeat. */
  const held = new Set<number>();
  const heartbeat = async () => {
    if (held.size === 0) return;
    await db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` as unknown as Date })
      .where(
        and(
          inArray(emailOutbox.id, [...held]),
          eq(emailOutbox.lockedBy, workerId),
          inArray(emailOutbox.state, ['pendiente', 'enviando']),
        ),
      );
  };

  const release = async (rows: OutboxRow[]) => {
    if (rows.length === 0) return;
    await db
      .update(emailOutbox)
      .set({
        lockedBy: null,
        lockedUntil: null,
        attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)`,
      })
      .where(
        and(
          inArray(
            emailOutbox.id,
            rows.map((r) => r.id),
          ),
          eq(emailOutbox.lockedBy, workerId),
          inArray(emailOutbox.state, ['pendiente', 'enviando']),
        ),
      );
  };

  const sendsCache = new Map<number, typeof emailSends.$inferSelect>();
  const loadSend = async (id: number) => {
    const cached = sendsCache.get(id);
    if (cached) return cached;
    const [send] = await db.select().from(emailSends).where(eq(emailSends.id, id));
    if (!send) throw new Error(`envío ${id} no existe`);
    if (sendsCache.size > 200) sendsCache.clear();
    sendsCache.set(id, send);
    return send;
  };

  const isOptedOut = async (email: string) =>
    (
      await db
        .select({ email: emailOptOuts.email })
        .from(emailOptOuts)
        .where(eq(emailOptOuts.email, email.toLowerCase()))
    ).length > 0;

  const deliverRow = async (row: OutboxRow) => {
    const send = await loadSend(row.sendId);
    if (!row.email) {
      await settle(row, {
        state: 'omitido',
        lastError: 'El destinatario no tiene correo registrado',
      });
      return;
    }
    // Opting out is honoured up to the last moment, also for rows queued before it.
    if (send.kind !== 'confirmacion' && (await isOptedOut(row.email))) {
      await settle(row, {
        state: 'omitido',
        lastError: 'El destinatario se dio de baja de los correos',
      });
      return;
    }
    // A bounce recorded after the row was queued (an earlier send to the same address).
    if (await isBounced(db, row.email)) {
      await settle(row, { state: 'omitido', lastError: bouncedReason });
      return;
    }
    const message = buildMessage(
      {
        kind: send.kind,
        subject: send.subject,
        html: send.html,
        to: { email: row.email, name: row.name },
        merge: row.merge,
        messageId: row.messageId,
      },
      options,
    );
    await throttle();
    if (!(await markSending(row))) return;
    try {
      await transport.deliver(message);
    } catch (error) {
      const failure = classifyDeliveryError(error);
      if (failure.permanent) {
        await settle(row, { state: 'fallido', lastError: failure.reason });
        if (isAddressRefusal(failure.responseCode))
          await recordBounce(db, row.email, failure.reason, row.id);
      } else if (row.attempts >= options.maxAttempts) {
        await settle(row, {
          state: 'fallido',
          lastError: `Sin éxito tras ${row.attempts} intentos. ${failure.reason}`,
        });
      } else {
        const delay = Math.min(backoffBaseMs * 2 ** (row.attempts - 1), 3_600_000);
        await settle(row, {
          state: 'pendiente',
          lastError: failure.reason,
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval` as unknown as Date,
        });
      }
      return;
    }
    await settle(row, { state: 'enviado', sentAt: sql`now()` as unknown as Date, lastError: null });
  };

  /** Claims and delivers one batch; returns how many rows it handled. */
  const runOnce = async (): Promise<number> => {
    const rows = await claim();
    if (rows.length === 0) return 0;
    for (const row of rows) held.add(row.id);
    // Renewing at a third of the lease leaves two chances before it could run out.
    const heartbeatTimer = setInterval(
      () => void heartbeat().catch((error: unknown) => options.onError?.(error)),
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeatTimer.unref();
    try {
      return await deliverBatch(rows);
    } finally {
      clearInterval(heartbeatTimer);
      held.clear();
    }
  };

  const deliverBatch = async (rows: OutboxRow[]): Promise<number> => {
    for (const [index, row] of rows.entries()) {
      if (!running && loop) {
        // Stopping: hand back what was not tried, so another instance need not wait for the lease.
        await release(rows.slice(index));
        break;
      }
      try {
        await deliverRow(row);
      } catch (error) {
        options.onError?.(error);
      }
      held.delete(row.id);
    }
    return rows.length;
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  return {
    workerId,
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          let handled = 0;
          try {
            handled = await runOnce();
          } catch (error) {
            options.onError?.(error);
          }
          if (handled === 0 && running) await sleep(pollMs);
        }
      })();
    },
    /** Wakes an idle worker right after a send is queued. */
    nudge() {
      wake?.();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = undefined;
    },
  };
};

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
