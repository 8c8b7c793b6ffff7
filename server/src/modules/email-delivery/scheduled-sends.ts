import type { RecipientFilter } from '@academias/shared/contract/email';
import { isRealDate } from '@academias/shared/contract';
import { sql } from 'drizzle-orm';
import { type CurrentUser, roleOf } from '../../auth/current-user.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { checkFilterScope } from '../email/recipients-repository.ts';
import { queueTemplateSend } from '../email/send-service.ts';
import { getTemplate } from '../email/templates-repository.ts';

export interface ScheduledRow {
  id: number;
  template_id: number;
  template_name: string | null;
  run_at_local: string;
  state: 'programado' | 'iniciado' | 'cancelado';
  author_name: string;
  send_id: number | null;
  last_error: string | null;
  created_at: Date | string;
  total: number;
}

export const toScheduled = (r: ScheduledRow) => ({
  id: r.id,
  templateId: r.template_id,
  templateName: r.template_name ?? 'Plantilla eliminada',
  runAt: r.run_at_local,
  state: r.state,
  authorName: r.author_name,
  sendId: r.send_id,
  lastError: r.last_error,
  createdAt: new Date(r.created_at).toISOString(),
});

export const selectScheduled = sql`select s.id, s.template_id, t.name as template_name,
    to_char(s.run_at at time zone 'America/Santiago', 'YYYY-MM-DD"T"HH24:MI') as run_at_local,
    s.state, trim(u.first_name || ' ' || u.last_name) as author_name, s.send_id, s.last_error, s.created_at,
    count(*) over ()::int as total
  from email_scheduled_sends s join users u on u.id = s.created_by left join email_templates t on t.id = s.template_id`;

export const mine = (user: CurrentUser) =>
  user.role === 'admin' ? sql`true` : sql`s.created_by = ${user.id}`;

/** `yyyy-mm-ddThh:mm` in America/Santiago: a real date and time in the future of `now`. */
export const checkRunAt = async (db: Db, runAt: string, now: Date) => {
  const [date, time = ''] = runAt.split('T');
  const [hour, minute] = time.split(':').map(Number);
  if (
    !date ||
    !isRealDate(date) ||
    hour === undefined ||
    minute === undefined ||
    hour > 23 ||
    minute > 59
  ) {
    throw badRequest('La fecha u hora no existe.', 'data.runAt');
  }
  const [row] = await selectRows<{ future: boolean }>(
    db,
    sql`select (${runAt}::timestamp at time zone 'America/Santiago') > ${now.toISOString()}::timestamptz as future`,
  );
  if (!row?.future)
    throw badRequest('La fecha y hora ya pasaron: elige un momento futuro.', 'data.runAt');
};

export const scheduleSend = async (
  db: Db,
  user: CurrentUser,
  input: { templateId: number; recipients: RecipientFilter; runAt: string },
  now: Date,
) => {
  await getTemplate(db, user, input.templateId);
  await checkFilterScope(db, user, input.recipients);
  await checkRunAt(db, input.runAt, now);
  const [created] = await selectRows<{ id: number }>(
    db,
    sql`insert into email_scheduled_sends (template_id, filter, run_at, created_by)
      values (${input.templateId}, ${JSON.stringify(input.recipients)}::jsonb, ${input.runAt}::timestamp at time zone 'America/Santiago', ${user.id})
      returning id`,
  );
  const [row] = await selectRows<ScheduledRow>(
    db,
    sql`${selectScheduled} where s.id = ${created?.id ?? 0}`,
  );
  if (!row) throw notFound('No se encontró el envío programado.');
  return toScheduled(row);
};

export const listScheduled = async (
  db: Db,
  user: CurrentUser,
  query: { page: number; pageSize: number },
) => {
  const found = await selectRows<ScheduledRow>(
    db,
    sql`${selectScheduled} where ${mine(user)} order by (s.state = 'programado') desc, s.run_at desc, s.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    items: found.map(toScheduled),
    total: found[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** Only before it starts: the row lock makes "cancel" and the job's claim exclusive. */
export const cancelScheduled = async (db: Db, user: CurrentUser, id: number) => {
  const updated = await selectRows<{ id: number }>(
    db,
    sql`update email_scheduled_sends s set state = 'cancelado', updated_at = now()
      where s.id = ${id} and s.state = 'programado' and ${mine(user)} returning s.id`,
  );
  if (updated.length > 0) return;
  const [row] = await selectRows<{ state: string }>(
    db,
    sql`select s.state from email_scheduled_sends s where s.id = ${id} and ${mine(user)}`,
  );
  if (!row) throw notFound('No se encontró el envío programado.');
  throw conflict(
    row.state === 'cancelado'
      ? 'El envío ya estaba cancelado.'
      : 'El envío ya comenzó y no se puede cancelar.',
  );
};

/** The author as the send's caller, so a teacher's scheduled send keeps a teacher's reach. */
const authorOf = async (db: Db, userId: number): Promise<CurrentUser | null> => {
  const [row] = await selectRows<{
    id: number;
    type: number;
    name: string;
    academy_ids: number[] | null;
  }>(
    db,
    sql`select u.id, u.type, trim(u.first_name || ' ' || u.last_name) as name,
        (select array_agg(at.academy_id order by at.academy_id) from academy_teachers at where at.teacher_id = u.id) as academy_ids
      from users u where u.id = ${userId} and u.disabled_at is null and u.archived_at is null`,
  );
  return row
    ? {
        id: row.id,
        type: row.type,
        role: roleOf(row.type),
        name: row.name,
        academyIds: row.academy_ids ?? [],
        studentIds: [],
        sessionId: 'programado',
      }
    : null;
};

/**
 * Queues every scheduled send whose time has come, each in its own transaction: claimed with
 * `FOR UPDATE SKIP LOCKED`, marked iniciado and queued together, so it goes out exactly once.
 * A send that cannot go out (template deleted, nobody left in the filter) keeps the reason.
 */
export const runDueScheduledSends = async (db: Db, now: Date, publicUrl: string) => {
  let started = 0;
  let failed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await selectRows<{
        id: number;
        template_id: number;
        filter: RecipientFilter;
        created_by: number;
      }>(
        tx,
        sql`select id, template_id, filter, created_by from email_scheduled_sends
          where state = 'programado' and run_at <= ${now.toISOString()}::timestamptz order by run_at, id limit 1 for update skip locked`,
      );
      if (!due) return false;
      let sendId: number | null = null;
      let error: string | null = null;
      try {
        const author = await authorOf(tx, due.created_by);
        if (!author) throw badRequest('Quien programó el envío ya no tiene acceso.');
        sendId = (await queueTemplateSend(tx, author, due.template_id, due.filter, publicUrl))
          .sendId;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      await tx.execute(
        sql`update email_scheduled_sends set state = 'iniciado', send_id = ${sendId}, last_error = ${error}, updated_at = now() where id = ${due.id}`,
      );
      if (error) failed += 1;
      else started += 1;
      return true;
    });
    if (!done) return { iniciados: started, fallidos: failed };
  }
};
