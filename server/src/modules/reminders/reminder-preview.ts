import type { ReminderPayer } from '@academias/shared/contract/reminders';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { renderMergeHtml, renderMergeSubject } from '../../email/merge-fields.ts';
import { sanitizeEmailHtml } from '../../email/sanitize-email-html.ts';
import { notFound } from '../../http/http-error.ts';
import {
  dueCharges,
  owedLines,
  payerRows,
  payersOfStudents,
  remindedOn,
} from './reminder-queries.ts';
import { groupByWard, reminderMerge, skipReasonOfPayer, skipReasons } from './reminder-message.ts';
import { getReminderTemplateRow } from './reminder-template.ts';
import { santiagoDay } from './santiago-clock.ts';

/** Who the schedules (on or still off) remind today, with what each would be told. */
export const previewToday = async (
  db: Db,
  now: Date,
  paging: { page: number; pageSize: number; search?: string | undefined },
) => {
  const { day } = santiagoDay(now);
  const due = await dueCharges(db, day, null, true);
  const byPayer = new Map<number, number[]>();
  for (const row of due)
    byPayer.set(row.payer_id, [...(byPayer.get(row.payer_id) ?? []), row.charge_id]);
  const payerIds = [...byPayer.keys()];
  const [payers, lines, already] = await Promise.all([
    payerRows(db, payerIds),
    owedLines(
      db,
      day,
      payerIds,
      due.map((d) => d.charge_id),
    ),
    remindedOn(db, day, payerIds),
  ]);
  const all: ReminderPayer[] = payers.flatMap((payer) => {
    const wards = groupByWard(lines.filter((l) => l.payer_id === payer.id));
    if (wards.length === 0) return [];
    const total = wards.reduce((sum, w) => sum + w.charges.reduce((s, c) => s + c.amount, 0), 0);
    const skipReason = already.has(payer.id) ? skipReasons.alreadyToday : skipReasonOfPayer(payer);
    return [{ payerId: payer.id, name: payer.name, email: payer.email, skipReason, total, wards }];
  });
  const search = paging.search?.toLowerCase();
  const found = search
    ? all.filter(
        (p) =>
          p.name.toLowerCase().includes(search) ||
          (p.email ?? '').includes(search) ||
          p.wards.some((w) => w.name.toLowerCase().includes(search)),
      )
    : all;
  const start = (paging.page - 1) * paging.pageSize;
  return {
    items: found.slice(start, start + paging.pageSize),
    total: found.length,
    page: paging.page,
    pageSize: paging.pageSize,
    sendable: all.filter((p) => !p.skipReason).length,
    skipped: all.filter((p) => p.skipReason).length,
  };
};

/**
 * The reminder a chosen person would get today: for a student, whoever pays for them; for a
 * guardian, themselves. Everything they owe now is listed (plus what the schedule reminds of).
 */
export const previewForPerson = async (
  db: Db,
  now: Date,
  userId: number,
  publicUrl: string,
  draft: { subject?: string | undefined; html?: string | undefined },
  payLinkOf?: (userId: number) => string,
) => {
  const { day } = santiagoDay(now);
  const [person] = await selectRows<{ id: number; type: number }>(
    db,
    sql`select id, type from users where id = ${userId} and type >= 2 and archived_at is null`,
  );
  if (!person) throw notFound('No se encontró el alumno o apoderado.');
  const [payerId] = person.type === 2 ? await payersOfStudents(db, day, [person.id]) : [person.id];
  if (!payerId) throw notFound('No se encontró el alumno o apoderado.');
  const due = (await dueCharges(db, day, null, true))
    .filter((d) => d.payer_id === payerId)
    .map((d) => d.charge_id);
  const [[payer], lines, template] = await Promise.all([
    payerRows(db, [payerId]),
    owedLines(db, day, [payerId], due),
    getReminderTemplateRow(db),
  ]);
  if (!payer) throw notFound('No se encontró el alumno o apoderado.');
  const wards = groupByWard(lines);
  const merge = reminderMerge(payer, wards, publicUrl, payLinkOf);
  return {
    subject: renderMergeSubject(draft.subject ?? template.subject, merge),
    html: sanitizeEmailHtml(renderMergeHtml(draft.html ?? template.html, merge)),
    recipientName: payer.name,
    email: payer.email,
    total: lines.reduce((sum, l) => sum + l.amount, 0),
  };
};
