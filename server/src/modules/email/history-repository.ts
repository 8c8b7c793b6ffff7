import type { EndpointQuery } from '@academias/shared/contract';
import type {
  EmailSendSummary,
  OutboxState,
  getHistoryEmailRecipients,
  getHistoryEmails,
} from '@academias/shared/contract/email';
import { type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { notFound } from '../../http/http-error.ts';

/** Admin sees every send; a teacher the ones they made. */
const ownSends = (user: CurrentUser): SQL =>
  user.role === 'admin' ? sql`true` : sql`s.author_id = ${user.id}`;

interface SendRow {
  id: number;
  kind: EmailSendSummary['kind'];
  created_at: Date | string;
  author_name: string;
  template_name: string;
  subject: string;
  pendiente: number;
  enviado: number;
  fallido: number;
  omitido: number;
}

export const listSends = async (
  db: Db,
  user: CurrentUser,
  query: EndpointQuery<typeof getHistoryEmails>,
) => {
  const search = query.search
    ? sql`and (lower(s.template_name) like ${`%${query.search.toLowerCase()}%`} or lower(s.subject) like ${`%${query.search.toLowerCase()}%`} or lower(s.author_name) like ${`%${query.search.toLowerCase()}%`})`
    : sql``;
  const kind = query.kind ? sql`and s.kind = ${query.kind}` : sql``;
  const where = sql`where ${ownSends(user)} ${search} ${kind}`;
  const [count] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from email_sends s ${where}`,
  );
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const items = await selectRows<SendRow>(
    db,
    sql`select s.id, s.kind, s.created_at, s.author_name, s.template_name, s.subject,
          count(o.id) filter (where o.state in ('pendiente', 'enviando'))::int as pendiente,
          count(o.id) filter (where o.state = 'enviado')::int as enviado,
          count(o.id) filter (where o.state = 'fallido')::int as fallido,
          count(o.id) filter (where o.state = 'omitido')::int as omitido
        from (select * from email_sends s ${where} order by s.created_at ${direction}, s.id ${direction}
              limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) s
        left join email_outbox o on o.send_id = s.id
        group by s.id, s.kind, s.created_at, s.author_name, s.template_name, s.subject
        order by s.created_at ${direction}, s.id ${direction}`,
  );
  return {
    items: items.map((r): EmailSendSummary => ({
      id: r.id,
      kind: r.kind,
      createdAt: new Date(r.created_at).toISOString(),
      authorName: r.author_name,
      templateName: r.template_name,
      subject: r.subject,
      total: r.pendiente + r.enviado + r.fallido + r.omitido,
      counts: {
        pendiente: r.pendiente,
        enviado: r.enviado,
        fallido: r.fallido,
        omitido: r.omitido,
      },
    })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

export const assertSendVisible = async (db: Db, user: CurrentUser, sendId: number) => {
  const [send] = await selectRows<{ id: number }>(
    db,
    sql`select s.id from email_sends s where s.id = ${sendId} and ${ownSends(user)}`,
  );
  if (!send) throw notFound('No se encontró el envío.');
};

export const listSendRecipients = async (
  db: Db,
  user: CurrentUser,
  sendId: number,
  query: EndpointQuery<typeof getHistoryEmailRecipients>,
) => {
  await assertSendVisible(db, user, sendId);
  const search = query.search
    ? sql`and (lower(o.name) like ${`%${query.search.toLowerCase()}%`} or coalesce(o.email, '') like ${`%${query.search.toLowerCase()}%`})`
    : sql``;
  // 'enviando' (on its way to the SMTP server) is shown and filtered as pendiente.
  const state = query.state
    ? query.state === 'pendiente'
      ? sql`and o.state in ('pendiente', 'enviando')`
      : sql`and o.state = ${query.state}`
    : sql``;
  const where = sql`where o.send_id = ${sendId} ${search} ${state}`;
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy =
    query.sort === 'state'
      ? sql`o.state ${direction}, o.id`
      : sql`lower(o.name) ${direction}, o.id`;
  const [count] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from email_outbox o ${where}`,
  );
  const items = await selectRows<{
    id: number;
    name: string;
    email: string | null;
    state: OutboxState;
    attempts: number;
    last_error: string | null;
    sent_at: Date | string | null;
  }>(
    db,
    sql`select o.id::int as id, o.name, o.email,
          case when o.state = 'enviando' then 'pendiente' else o.state end as state, o.attempts, o.last_error, o.sent_at from email_outbox o ${where}
        order by ${orderBy} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    items: items.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      state: r.state,
      attempts: r.attempts,
      reason: r.last_error,
      sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** Failed rows go back to the queue with a fresh attempt budget; delivered ones are untouched. */
export const requeueFailed = async (db: Db, user: CurrentUser, sendId: number): Promise<number> => {
  await assertSendVisible(db, user, sendId);
  const updated = await selectRows<{ id: number }>(
    db,
    sql`update email_outbox set state = 'pendiente', attempts = 0, next_attempt_at = now(), locked_until = null, locked_by = null
        where send_id = ${sendId} and state = 'fallido' returning id`,
  );
  return updated.length;
};
