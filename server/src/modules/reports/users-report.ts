import type { UsersReport } from '@academias/shared/contract/reports';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { nextDay, reportTimeZone } from './report-dates.ts';
import { inIds } from './report-sql.ts';

export interface UsersReportQuery {
  startDate: string;
  endDate: string;
  academyId?: number | undefined;
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort?: 'name' | 'charged' | 'paid' | 'balance' | undefined;
  order: 'asc' | 'desc';
}

/**
 * Per person over a date range: charges due in it (annulled ones excluded), what was paid in it
 * (approved payment lines, dated like every other report), the difference, and unpaid charges.
 */
const perPersonCte = (q: { startDate: string; endDate: string; academyIds: number[] | null; studentIds?: number[] | null }): SQL => {
  const from = sql`(${q.startDate}::timestamp at time zone ${reportTimeZone})`;
  const to = sql`(${nextDay(q.endDate)}::timestamp at time zone ${reportTimeZone})`;
  // What was paid per student: the amounts of the lines of approvedLinesCte (every item of an
  // approved payment in the range, by the charge's academy and student), without the commission
  // split this report does not show.
  return sql`
  ch as materialized (
    select student_id, sum(amount)::float8 as charged,
      (count(*) filter (where state in ('pendiente', 'vencido')))::int as pending
    from charges
    where state <> 'anulado' and due_date >= ${q.startDate}::date and due_date <= ${q.endDate}::date
      and ${inIds(sql`academy_id`, q.academyIds)} and ${inIds(sql`student_id`, q.studentIds ?? null)}
    group by student_id
  ),
  pd as materialized (
    select c.student_id, sum(pi.amount)::float8 as paid
    from payments p
    join payment_items pi on pi.payment_id = p.id
    join charges c on c.id = pi.charge_id
    where p.state = 'autorizada' and p.paid_at >= ${from} and p.paid_at < ${to}
      and ${inIds(sql`c.academy_id`, q.academyIds)} and ${inIds(sql`c.student_id`, q.studentIds ?? null)}
    group by c.student_id
  ),
  per_person as materialized (
    select coalesce(ch.student_id, pd.student_id) as user_id, coalesce(ch.charged, 0) as charged,
      coalesce(pd.paid, 0) as paid, coalesce(ch.charged, 0) - coalesce(pd.paid, 0) as balance,
      coalesce(ch.pending, 0) as pending
    from ch full join pd on pd.student_id = ch.student_id
  )`;
};

const sortColumns: Record<NonNullable<UsersReportQuery['sort']>, SQL> = {
  name: sql`lower(u.last_name), lower(u.first_name)`,
  charged: sql`u.charged`,
  paid: sql`u.paid`,
  balance: sql`u.balance`,
};

export const usersReport = async (db: Db, q: UsersReportQuery): Promise<UsersReport> => {
  const academyIds = q.academyId ? [q.academyId] : null;
  const cte = perPersonCte({ ...q, academyIds });
  const term = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = term
    ? sql`(u.first_name || ' ' || u.last_name) ilike ${term} or coalesce(u.rut, '') ilike ${term.replace(/[.]/g, '')}`
    : sql`true`;
  const order = q.order === 'desc' ? sql`desc` : sql`asc`;
  const sortBy = sortColumns[q.sort ?? 'name'];
  // One pass: the page and, through window aggregates, the count and totals of every match.
  const found = await rows<UsersReport['items'][number] & { people: number; totalCharged: number; totalPaid: number; totalBalance: number }>(
    db,
    sql`with ${cte}, matched as materialized (
        select u.id as "userId", trim(u.first_name || ' ' || u.last_name) as name, u.rut, u.first_name, u.last_name,
          pp.charged, pp.paid, pp.balance, pp.pending as "pendingCount",
          count(*) over ()::int as people, sum(pp.charged) over ()::float8 as "totalCharged",
          sum(pp.paid) over ()::float8 as "totalPaid", sum(pp.balance) over ()::float8 as "totalBalance"
        from per_person pp join users u on u.id = pp.user_id
        where ${where}
      )
      select * from matched u
      order by ${sortBy} ${order}, u."userId"
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const totalsRow =
    found[0] ??
    (
      await rows<{ people: number; totalCharged: number; totalPaid: number; totalBalance: number }>(
        db,
        sql`with ${cte}
          select count(*)::int as people, coalesce(sum(pp.charged), 0)::float8 as "totalCharged",
            coalesce(sum(pp.paid), 0)::float8 as "totalPaid", coalesce(sum(pp.balance), 0)::float8 as "totalBalance"
          from per_person pp join users u on u.id = pp.user_id
          where ${where}`,
      )
    )[0]!;
  const summary = {
    people: totalsRow.people,
    charged: totalsRow.totalCharged ?? 0,
    paid: totalsRow.totalPaid ?? 0,
    balance: totalsRow.totalBalance ?? 0,
  };
  const items = found.map((r) => ({
    userId: r.userId,
    name: r.name,
    rut: r.rut,
    charged: r.charged,
    paid: r.paid,
    balance: r.balance,
    pendingCount: r.pendingCount,
  }));
  return {
    items,
    total: summary.people,
    page: q.page,
    pageSize: q.pageSize,
    startDate: q.startDate,
    endDate: q.endDate,
    totals: summary,
  };
};
