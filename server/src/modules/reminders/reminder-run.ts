import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { reminderCharges, reminderDeliveries } from '../../db/schema/reminders.ts';
import { addRecipients, createSend, type QueuedRecipient } from '../../email/enqueue-send.ts';
import { dueCharges, owedLines, payerRows, remindedOn } from './reminder-queries.ts';
import { groupByWard, reminderMerge } from './reminder-message.ts';
import { getReminderTemplateRow } from './reminder-template.ts';
import { santiagoDay } from './santiago-clock.ts';

export interface ReminderCounts {
  queued: number;
  skipped: number;
  alreadyToday: number;
}

export interface QueueOptions {
  publicUrl: string;
  /** The payer's personal pay link (modules/pay-links). */
  payLinkOf?: (userId: number) => string;
  origin: 'programado' | 'manual';
  author: { id: number | null; name: string };
  /** Payers per transaction: a crash loses at most one uncommitted chunk, which the next run redoes. */
  chunkSize?: number;
  /** Also list open charges due up to this many days after today (manual reminders). */
  horizon?: number;
  /** Called inside each chunk's transaction before it commits (tests kill the process here). */
  onChunk?: (index: number) => void | Promise<void>;
}

/** Serialises reminder runs (job, button, several instances) so two can never queue one payer-day. */
const reminderLock = 16_016_001;

/** The day's send for scheduled reminders, so Historial de Envíos shows one "Recordatorio" per day. */
const sendFor = async (
  tx: Tx,
  day: string,
  options: QueueOptions,
  template: { subject: string; html: string },
) => {
  if (options.origin === 'programado') {
    const [existing] = await selectRows<{ id: number }>(
      tx,
      sql`select id from email_sends where kind = 'recordatorio' and filter->>'day' = ${day} and filter->>'origin' = 'programado' order by id limit 1`,
    );
    if (existing) return existing.id;
  }
  const created = await createSend(tx, {
    kind: 'recordatorio',
    authorId: options.author.id,
    authorName: options.author.name,
    templateId: null,
    templateName:
      options.origin === 'programado'
        ? 'Recordatorio de pago (calendario)'
        : 'Recordatorio de pago',
    subject: template.subject,
    html: template.html,
    filter: { day, origin: options.origin },
  });
  return created.id;
};

/**
 * Queues one reminder per payer (listing what they owe, grouped by ward) unless they were already
 * reminded on `day`. Each chunk commits its send rows, outbox rows and delivery rows together, and
 * `(payer_id, day)` is unique: after kill -9 the next run queues exactly the payers still missing.
 * Delivery is the outbox worker's, so an e-mail leaves at most once per outbox row.
 */
export const queueReminders = async (
  db: Db,
  day: string,
  chargesByPayer: Map<number, number[]>,
  options: QueueOptions,
): Promise<ReminderCounts> => {
  const counts: ReminderCounts = { queued: 0, skipped: 0, alreadyToday: 0 };
  const payerIds = [...chargesByPayer.keys()];
  const chunkSize = options.chunkSize ?? 200;
  let manualSendId: number | null = null;
  for (let i = 0; i < payerIds.length; i += chunkSize) {
    const chunk = payerIds.slice(i, i + chunkSize);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${reminderLock})`);
      const already = await remindedOn(tx, day, chunk);
      counts.alreadyToday += already.size;
      const fresh = chunk.filter((id) => !already.has(id));
      if (fresh.length === 0) return;
      const payers = await payerRows(tx, fresh);
      const lines = await owedLines(
        tx,
        day,
        fresh,
        fresh.flatMap((id) => chargesByPayer.get(id) ?? []),
        options.horizon ?? 0,
      );
      const template = await getReminderTemplateRow(tx);
      const recipients: QueuedRecipient[] = [];
      const listed = new Map<number, number[]>();
      for (const payer of payers) {
        const wards = groupByWard(lines.filter((l) => l.payer_id === payer.id));
        // Never to someone who owes nothing (paid between the schedule's query and now).
        if (wards.length === 0) continue;
        recipients.push({
          key: `user:${payer.id}`,
          userId: payer.id,
          email: payer.email,
          name: payer.name,
          merge: reminderMerge(payer, wards, options.publicUrl, options.payLinkOf),
        });
        listed.set(
          payer.id,
          wards.flatMap((w) => w.charges.map((c) => c.id)),
        );
      }
      if (recipients.length === 0) return;
      const sendId =
        options.origin === 'manual' && manualSendId
          ? manualSendId
          : await sendFor(tx, day, options, template);
      if (options.origin === 'manual') manualSendId = sendId;
      const added = await addRecipients(tx, sendId, 'recordatorio', recipients);
      counts.queued += added.queued;
      counts.skipped += added.skipped;
      const deliveries = await tx
        .insert(reminderDeliveries)
        .values(
          recipients.map((r) => ({
            payerId: r.userId ?? 0,
            day,
            sendId,
            outboxId: added.ids.get(r.key) ?? null,
            origin: options.origin,
          })),
        )
        .returning({ id: reminderDeliveries.id, payerId: reminderDeliveries.payerId });
      const links = deliveries.flatMap((d) =>
        (listed.get(d.payerId) ?? []).map((chargeId) => ({ deliveryId: d.id, chargeId })),
      );
      for (let j = 0; j < links.length; j += 1000)
        await tx.insert(reminderCharges).values(links.slice(j, j + 1000));
      await options.onChunk?.(i / chunkSize);
    });
  }
  return counts;
};

/**
 * The daily reminder run: what the academies' schedules remind of on `now`'s day (America/Santiago).
 * `respectHour` (the job) waits for each academy's send hour; the admin's "run now" does not.
 */
export const runReminderSchedule = async (
  db: Db,
  now: Date,
  options: Omit<QueueOptions, 'origin' | 'author'> & { respectHour: boolean },
) => {
  const { day, hour } = santiagoDay(now);
  const due = await dueCharges(db, day, options.respectHour ? hour : null);
  const byPayer = new Map<number, number[]>();
  for (const row of due)
    byPayer.set(row.payer_id, [...(byPayer.get(row.payer_id) ?? []), row.charge_id]);
  return queueReminders(db, day, byPayer, {
    ...options,
    origin: 'programado',
    author: { id: null, name: 'Calendario de recordatorios' },
  });
};
