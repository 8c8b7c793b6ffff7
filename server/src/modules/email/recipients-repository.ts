import type { RecipientFilter } from '@academias/shared/contract/email';
import { formatClp, formatRut } from '@academias/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertAcademy, personCondition } from '../../auth/scope.ts';
import { type Db, inList, selectRows } from '../../db/db-handle.ts';
import { likePattern } from '../../db/list-helpers.ts';
import type { QueuedRecipient } from '../../email/enqueue-send.ts';
import type { MergeData } from '../../email/merge-fields.ts';
import { notFound } from '../../http/http-error.ts';

/**
 * Who a filter reaches. Recipients are students (type 2, not archived); the address is the
 * student's own or, for minors without one, their first guardian's. A teacher reaches only
 * students of their academies, and sees only their academies' plans and debts in the merge data.
 */
export interface RecipientRow {
  id: number;
  name: string;
  rut: string | null;
  email: string | null;
  academies: string;
  plans: string;
  pending: number;
  opted_out: boolean;
  /** The address bounced (SMTP 5xx): skipped until an admin clears it. */
  bounced: boolean;
}

export const skipReasonOf = (
  row: Pick<RecipientRow, 'email' | 'opted_out' | 'bounced'>,
): string | null =>
  !row.email
    ? 'Sin correo registrado'
    : row.bounced
      ? 'Correo rebotado'
      : row.opted_out
        ? 'Se dio de baja de los correos'
        : null;

const academyLimit = (user: CurrentUser, column: SQL): SQL =>
  user.role === 'admin' ? sql`true` : inList(column, user.academyIds);

/** 404 when the academy/plan of the filter is outside the caller's scope or does not exist. */
export const checkFilterScope = async (
  db: Db,
  user: CurrentUser,
  filter: RecipientFilter,
): Promise<void> => {
  if (filter.mode === 'academia' && filter.academyId) assertAcademy(user, filter.academyId);
  if (filter.mode === 'estado' && filter.academyId) assertAcademy(user, filter.academyId);
  if (filter.mode === 'pendientes' && filter.academyId) assertAcademy(user, filter.academyId);
  if (filter.mode === 'plan' && filter.planId) {
    const [plan] = await selectRows<{ academy_id: number }>(
      db,
      sql`select academy_id from plans where id = ${filter.planId}`,
    );
    if (!plan) throw notFound('No se encontró el plan.');
    assertAcademy(user, plan.academy_id, 'No se encontró el plan.');
  }
  if (filter.mode === 'seleccion' && filter.userIds?.length) {
    const ids = [...new Set(filter.userIds)];
    const visible = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from users u where u.type = 2 and u.archived_at is null
            and ${inList(sql`u.id`, ids)} and ${personCondition(user, sql`u.id`) ?? sql`true`}`,
    );
    if ((visible[0]?.n ?? 0) !== ids.length)
      throw notFound(
        'Uno o más destinatarios elegidos no existen o no son alumnos de tus academias.',
      );
  }
};

const filterCondition = (user: CurrentUser, filter: RecipientFilter): SQL => {
  const enrolled = (
    extra: SQL,
  ) => sql`exists (select 1 from enrolments e join plans p on p.id = e.plan_id
      where e.student_id = u.id and ${academyLimit(user, sql`p.academy_id`)} and ${extra})`;
  switch (filter.mode) {
    case 'todos':
      return sql`true`;
    case 'academia':
      return enrolled(sql`p.academy_id = ${filter.academyId ?? 0} and e.status <> 'finalizado'`);
    case 'plan':
      return enrolled(sql`e.plan_id = ${filter.planId ?? 0} and e.status <> 'finalizado'`);
    case 'estado':
      return enrolled(
        sql`e.status = ${filter.status ?? ''} ${filter.academyId ? sql`and p.academy_id = ${filter.academyId}` : sql``}`,
      );
    case 'pendientes':
      return sql`exists (select 1 from charges c where c.student_id = u.id and c.state in ('pendiente', 'vencido')
        and ${academyLimit(user, sql`c.academy_id`)} ${filter.academyId ? sql`and c.academy_id = ${filter.academyId}` : sql``})`;
    case 'seleccion':
      return inList(sql`u.id`, filter.userIds ?? []);
  }
};

const baseQuery = (user: CurrentUser, filter: RecipientFilter): SQL => {
  const academyFilter =
    filter.academyId && filter.mode !== 'todos'
      ? sql`and p.academy_id = ${filter.academyId}`
      : sql``;
  const planFilter =
    filter.mode === 'plan' && filter.planId ? sql`and p.id = ${filter.planId}` : sql``;
  return sql`
    select u.id, trim(u.first_name || ' ' || u.last_name) as name, u.rut, em.email,
      coalesce((select string_agg(distinct a.name, ', ') from enrolments e join plans p on p.id = e.plan_id
        join academies a on a.id = p.academy_id
        where e.student_id = u.id and e.status <> 'finalizado' and ${academyLimit(user, sql`p.academy_id`)} ${academyFilter}), '') as academies,
      coalesce((select string_agg(distinct p.name, ', ') from enrolments e join plans p on p.id = e.plan_id
        where e.student_id = u.id and e.status <> 'finalizado' and ${academyLimit(user, sql`p.academy_id`)} ${academyFilter} ${planFilter}), '') as plans,
      coalesce((select sum(c.amount) from charges c where c.student_id = u.id and c.state in ('pendiente', 'vencido')
        and ${academyLimit(user, sql`c.academy_id`)}), 0)::int as pending,
      (em.email is not null and exists (select 1 from email_opt_outs o where o.email = em.email)) as opted_out,
      (em.email is not null and exists (select 1 from email_bounces b where b.email = em.email)) as bounced,
      u.last_name, u.first_name
    from users u
    cross join lateral (select lower(coalesce(nullif(trim(u.email), ''), (
      select nullif(trim(g.email), '') from guardians gd join users g on g.id = gd.guardian_id
      where gd.student_id = u.id and g.archived_at is null and nullif(trim(g.email), '') is not null
      order by g.id limit 1))) as email) em
    where u.type = 2 and u.archived_at is null
      and ${personCondition(user, sql`u.id`) ?? sql`true`}
      and ${filterCondition(user, filter)}`;
};

export interface RecipientPage {
  items: RecipientRow[];
  total: number;
  sendable: number;
  skipped: number;
  skippedItems: RecipientRow[];
}

/** One page of the filter's recipients, the counts, and the first 100 that will be skipped. */
export const listRecipients = async (
  db: Db,
  user: CurrentUser,
  filter: RecipientFilter,
  paging: { page: number; pageSize: number; search?: string | undefined },
): Promise<RecipientPage> => {
  const search = paging.search ? likePattern(paging.search.toLowerCase()) : null;
  const searchCondition = search
    ? sql`where lower(r.name) like ${search} or coalesce(r.email, '') like ${search} or coalesce(r.rut, '') like ${search}`
    : sql``;
  const base = baseQuery(user, filter);
  const [counts] = await selectRows<{ total: number; sendable: number }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where r.email is not null and not r.opted_out and not r.bounced)::int as sendable
        from (${base}) r ${searchCondition}`,
  );
  const items = await selectRows<RecipientRow>(
    db,
    sql`select * from (${base}) r ${searchCondition} order by r.last_name, r.first_name, r.id
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
  );
  const skippedItems = await selectRows<RecipientRow>(
    db,
    sql`select * from (${base}) r where (r.email is null or r.opted_out or r.bounced) order by r.last_name, r.first_name, r.id limit 100`,
  );
  const total = counts?.total ?? 0;
  const sendable = counts?.sendable ?? 0;
  return { items, total, sendable, skipped: total - sendable, skippedItems };
};

/** `payLinkOf` makes the recipient's personal pay link (modules/pay-links); without it, the portal's RUT search. */
export const toMergeData = (
  row: RecipientRow,
  publicUrl: string,
  payLinkOf?: (userId: number) => string,
): MergeData => ({
  nombre: row.name,
  rut: row.rut ? formatRut(row.rut) : '',
  correo: row.email ?? '',
  academia: row.academies,
  plan: row.plans,
  monto_pendiente: formatClp(row.pending),
  link_pago: payLinkOf ? payLinkOf(row.id) : `${publicUrl}/client/payments`,
});

/** Every recipient of the filter, ready for the outbox (skipped ones included, as omitido). */
export const resolveRecipients = async (
  db: Db,
  user: CurrentUser,
  filter: RecipientFilter,
  publicUrl: string,
  payLinkOf?: (userId: number) => string,
): Promise<QueuedRecipient[]> => {
  const all = await selectRows<RecipientRow>(
    db,
    sql`select * from (${baseQuery(user, filter)}) r order by r.id`,
  );
  return all.map((row) => ({
    key: `user:${row.id}`,
    userId: row.id,
    email: row.email,
    name: row.name,
    merge: toMergeData(row, publicUrl, payLinkOf),
  }));
};

/** A real recipient for previews and test sends: the given one (if visible) or the first visible. */
export const sampleRecipient = async (
  db: Db,
  user: CurrentUser,
  userId?: number,
): Promise<RecipientRow | null> => {
  const filter: RecipientFilter = userId
    ? { mode: 'seleccion', userIds: [userId] }
    : { mode: 'todos' };
  const [row] = await selectRows<RecipientRow>(
    db,
    sql`select * from (${baseQuery(user, filter)}) r order by r.id limit 1`,
  );
  if (userId && !row) throw notFound('No se encontró el destinatario.');
  return row ?? null;
};
