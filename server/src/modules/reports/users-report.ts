import type { UsersReport } from '@academias/shared/contract/reports';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { approvedLinesCte, inIds } from './report-sql.ts';

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
const perPersonCte = (q: { startDate: string; endDate: string; academyIds: number[] | null; studentIds?: number[] | null }): SQL => sql`
  ${approvedLinesCte({ startDate: q.startDate, endDate: q.endDate, academyIds: q.academyIds })},
  ch as (
    select student_id, sum(amount)::float8 as charged,
      (count(*) filter (where state in ('pendiente', 'vencido')))::int as pending
    from charges
    where state <> 'anulado' and due_date >= ${q.startDate}::date and due_date <= ${q.endDate}::date
      and ${inIds(sql`academy_id`, q.academyIds)} and ${inIds(sql`student_id`, q.studentIds ?? null)}
    group by student_id
  ),
  pd as (
    select student_id, sum(amount)::float8 as paid from lines
    where ${inIds(sql`student_id`, q.studentIds ?? null)} group by student_id
  ),
  per_person as (
    select coalesce(ch.student_id, pd.student_id) as user_id, coalesce(ch.charged, 0) as charged,
      coalesce(pd.paid, 0) as paid, coalesce(ch.charged, 0) - coalesce(pd.paid, 0) as balance,
      coalesce(ch.pending, 0) as pending
    from ch full join pd on pd.student_id = ch.student_id
  )`;

const sortColumns: Record<NonNullable<UsersReportQuery['sort']>, SQL> = {
  name: sql`lower(u.last_name), lower(u.first_name)`,
  charged: sql`pp.charged`,
  paid: sql`pp.paid`,
  balance: sql`pp.balance`,
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
  const [items, [summary]] = await Promise.all([
    rows<UsersReport['items'][number]>(
      db,
      sql`with ${cte}
        select u.id as "userId", trim(u.first_name || ' ' || u.last_name) as name, u.rut,
          pp.charged, pp.paid, pp.balance, pp.pending as "pendingCount"
        from per_person pp join users u on u.id = pp.user_id
        where ${where}
        order by ${sortBy} ${order}, u.id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    rows<{ people: number; charged: number; paid: number; balance: number }>(
      db,
      sql`with ${cte}
        select count(*)::int as people, coalesce(sum(pp.charged), 0)::float8 as charged,
          coalesce(sum(pp.paid), 0)::float8 as paid, coalesce(sum(pp.balance), 0)::float8 as balance
        from per_person pp join users u on u.id = pp.user_id
        where ${where}`,
    ),
  ]);
  return {
    items,
    total: summary!.people,
    page: q.page,
    pageSize: q.pageSize,
    startDate: q.startDate,
    endDate: q.endDate,
    totals: summary!,
  };
};
