import type { UsersReport } from '@academias/shared/contract/reports';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { snapshotCacheOf } from '../../db/snapshot-cache.ts';
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
 * Both sides are read from narrow sources instead of the wide rows: the charges from the covering
 * index `charges_due_student_idx` (index-only), the payments from `report_student_lines` (what each
 * approved payment paid per student and academy on its local date, kept by triggers), so a month
 * of 100,000 people reads no payment, item or charge row.
 */
const perPersonCte = (q: {
  startDate: string;
  endDate: string;
  academyIds: number[] | null;
}): SQL => sql`
  per_person as (
    select student_id as user_id, sum(charged)::float8 as charged, sum(paid)::float8 as paid,
      (sum(charged) - sum(paid))::float8 as balance, sum(pending)::int as pending
    from (
      select student_id, amount as charged, 0 as paid, (state in ('pendiente', 'vencido'))::int as pending
      from charges
      where state <> 'anulado' and due_date >= ${q.startDate}::date and due_date <= ${q.endDate}::date
        and ${inIds(sql`academy_id`, q.academyIds)}
      union all
      -- One payment's part for one student fits an integer (payments.amount is one); int sums are
      -- cheaper than the numeric sums of bigint.
      select student_id, 0, amount::int, 0
      from report_student_lines
      where local_date >= ${q.startDate}::date and local_date <= ${q.endDate}::date
        and ${inIds(sql`academy_id`, q.academyIds)}
    ) m
    group by student_id
  )`;

/** Sort keys: the name from `people` (first_name, last_name), figures from `figures`. */
const sortColumns: Record<
  NonNullable<UsersReportQuery['sort']>,
  (people: SQL, figures: SQL) => SQL
> = {
  name: (people) => sql`lower(${people}.last_name), lower(${people}.first_name)`,
  charged: (_, figures) => sql`${figures}.charged`,
  paid: (_, figures) => sql`${figures}.paid`,
  balance: (_, figures) => sql`${figures}.balance`,
};

/**
 * Settings for the report's one big aggregate, for the rest of its transaction: memory for the
 * per-person hash (about 15 MB for 100,000 people a month; the default 4 MB spills to disk), no
 * JIT (compiling cost more than it saved) and no parallel workers (they slowed it down under
 * concurrent load).
 */
const aggregateSettings = sql`select set_config('work_mem', '32MB', true), set_config('jit', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true)`;

/**
 * The report, computed once per database state: it sums every person's charges and payments of the
 * range (~150 ms for 100,000 people), so paging, sorting or reopening it while nothing was written
 * is served from SnapshotCache.
 */
export const usersReport = (db: Db, q: UsersReportQuery): Promise<UsersReport> =>
  snapshotCacheOf(db).read(db, `usersReport ${JSON.stringify(q)}`, (tx) =>
    computeUsersReport(tx, q),
  );

/** The report computed now, bypassing the cache (report-bench measures the cold cost with it). */
export const usersReportUncached = (db: Db, q: UsersReportQuery): Promise<UsersReport> =>
  db.transaction((tx) => computeUsersReport(tx, q));

const computeUsersReport = async (db: Tx, q: UsersReportQuery): Promise<UsersReport> => {
  await db.execute(aggregateSettings);
  const academyIds = q.academyId ? [q.academyId] : null;
  const cte = perPersonCte({ ...q, academyIds });
  const term = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = term
    ? sql`(u.first_name || ' ' || u.last_name) ilike ${term} or coalesce(u.rut, '') ilike ${term.replace(/[.]/g, '')}`
    : sql`true`;
  const sort = q.sort ?? 'name';
  // People are joined to every row only to filter or sort by name; otherwise only to the page's.
  const allUsers = term !== null || sort === 'name';
  const order = q.order === 'desc' ? sql`desc` : sql`asc`;
  // One pass: the page and, through window aggregates (computed over every match before the
  // limit), the count and totals of every match.
  const found = await selectRows<
    UsersReport['items'][number] & {
      people: number;
      totalCharged: number;
      totalPaid: number;
      totalBalance: number;
    }
  >(
    db,
    sql`with ${cte}, page as (
        select pp.user_id, pp.charged, pp.paid, pp.balance, pp.pending,
          ${allUsers ? sql`u.first_name, u.last_name,` : sql``}
          count(*) over ()::int as people, sum(pp.charged) over ()::float8 as "totalCharged",
          sum(pp.paid) over ()::float8 as "totalPaid", sum(pp.balance) over ()::float8 as "totalBalance"
        from per_person pp ${allUsers ? sql`join users u on u.id = pp.user_id where ${where}` : sql``}
        order by ${sortColumns[sort](sql`u`, sql`pp`)} ${order}, pp.user_id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}
      )
      select u.id as "userId", trim(u.first_name || ' ' || u.last_name) as name, u.rut,
        p.charged, p.paid, p.balance, p.pending as "pendingCount",
        p.people, p."totalCharged", p."totalPaid", p."totalBalance"
      from page p join users u on u.id = p.user_id
      order by ${sortColumns[sort](sql`p`, sql`p`)} ${order}, p.user_id`,
  );
  const totalsRow =
    found[0] ??
    (
      await selectRows<{
        people: number;
        totalCharged: number;
        totalPaid: number;
        totalBalance: number;
      }>(
        db,
        sql`with ${cte}
          select count(*)::int as people, coalesce(sum(pp.charged), 0)::float8 as "totalCharged",
            coalesce(sum(pp.paid), 0)::float8 as "totalPaid", coalesce(sum(pp.balance), 0)::float8 as "totalBalance"
          from per_person pp ${term !== null ? sql`join users u on u.id = pp.user_id where ${where}` : sql``}`,
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
