import type { EndpointQuery } from '@academias/shared/contract';
import type { getEmailBounces } from '@academias/shared/contract/email-delivery';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { notFound } from '../../http/http-error.ts';

interface BounceRow {
  email: string;
  reason: string;
  created_at: Date | string;
  people: { id: number; name: string }[] | string;
  total: number;
}

/**
 * Bounced addresses with the people who use them. A teacher sees only addresses of people of
 * their academies (students enrolled there and their guardians).
 */
export const listBounces = async (
  db: Db,
  user: CurrentUser,
  query: EndpointQuery<typeof getEmailBounces>,
) => {
  const people = sql`select u.id, trim(u.first_name || ' ' || u.last_name) as name from users u
    where lower(nullif(trim(u.email), '')) = b.email and u.archived_at is null`;
  const teacherScope =
    user.role === 'admin'
      ? sql`true`
      : sql`exists (select 1 from users u join enrolments e on e.student_id = u.id or e.student_id in (select gd.student_id from guardians gd where gd.guardian_id = u.id)
          join plans p on p.id = e.plan_id
          where lower(nullif(trim(u.email), '')) = b.email and p.academy_id = any(${`{${user.academyIds.join(',')}}`}::int[]))`;
  const search = query.search ? sql`and b.email like ${`%${query.search.toLowerCase()}%`}` : sql``;
  const person = query.userId
    ? sql`and exists (select 1 from users u where u.id = ${query.userId} and lower(nullif(trim(u.email), '')) = b.email)`
    : sql``;
  const found = await selectRows<BounceRow>(
    db,
    sql`select b.email, b.reason, b.created_at,
        coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.name) from (${people}) x), '[]'::json) as people,
        count(*) over ()::int as total
      from email_bounces b where ${teacherScope} ${search} ${person}
      order by b.created_at desc, b.email limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    items: found.map((r) => ({
      email: r.email,
      reason: r.reason,
      createdAt: new Date(r.created_at).toISOString(),
      people:
        typeof r.people === 'string'
          ? (JSON.parse(r.people) as { id: number; name: string }[])
          : r.people,
    })),
    total: found[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** The admin fixed or confirmed the address: sends reach it again. Kept in the audit. */
export const clearBounce = async (db: Db, user: CurrentUser, email: string) =>
  db.transaction(async (tx) => {
    const [removed] = await selectRows<{ email: string; reason: string }>(
      tx,
      sql`delete from email_bounces where email = ${email} returning email, reason`,
    );
    if (!removed) throw notFound('Ese correo no está marcado como rebotado.');
    await writeAudit(tx, {
      userId: user.id,
      entity: 'email_bounce',
      entityId: email,
      action: 'delete',
      before: removed,
    });
  });
