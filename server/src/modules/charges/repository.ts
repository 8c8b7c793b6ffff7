import type { Charge } from '@academias/shared/contract/charges';
import type { contract, EndpointQuery } from '@academias/shared/contract';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { personCondition, studentRowCondition } from '../../auth/scope.ts';
import { preparedRows } from '../../db/client.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import {
  afterCursor,
  iso,
  keysetPage,
  likePattern,
  orderBy,
  pageClause,
  pageWithTotals,
  pagingOf,
  rutSearch,
  whereAll,
} from '../../db/list-helpers.ts';

type ChargesQuery = EndpointQuery<typeof contract.getCharges>;

interface ChargeRow extends Omit<Charge, 'paidAt'> {
  paidAt: Date | string | null;
}

const chargeColumns = sql`c.id, c.student_id as "studentId", trim(u.first_name || ' ' || u.last_name) as "studentName",
  u.rut as "studentRut", c.plan_id as "planId", p.name as "planName", c.academy_id as "academyId", a.name as "academyName",
  c.period, c.description, c.amount, c.list_price as "listPrice", c.price_note as "priceNote",
  c.discount, c.discount_note as "discountNote", c.kind,
  (select count(*)::int from charge_adjustments ca where ca.charge_id = c.id) as adjustments,
  exists (select 1 from month_closings mc where mc.period = c.period) as "monthClosed", c.due_date::text as "dueDate", c.state, c.paid_at as "paidAt"`;
const chargeJoins = sql`join users u on u.id = c.student_id join plans p on p.id = c.plan_id join academies a on a.id = c.academy_id`;
const chargeFrom = sql`from charges c ${chargeJoins}`;
const chargeSelect = sql`select ${chargeColumns} ${chargeFrom}`;

/** The charge of a row, field by field (the page's rows also carry the emptied totals column). */
const toCharge = (row: ChargeRow): Charge => ({
  id: row.id,
  studentId: row.studentId,
  studentName: row.studentName,
  studentRut: row.studentRut,
  planId: row.planId,
  planName: row.planName,
  academyId: row.academyId,
  academyName: row.academyName,
  period: row.period,
  description: row.description,
  amount: row.amount,
  listPrice: row.listPrice,
  priceNote: row.priceNote,
  discount: row.discount,
  discountNote: row.discountNote,
  kind: row.kind,
  adjustments: row.adjustments,
  monthClosed: row.monthClosed,
  dueDate: row.dueDate,
  state: row.state,
  paidAt: iso(row.paidAt),
});

const sortColumns = {
  dueDate: [sql`c.due_date`, sql`c.id`],
  amount: [sql`c.amount`, sql`c.id`],
  period: [sql`c.period`, sql`c.id`],
  id: [sql`c.id`],
};

const cursorOf = (row: ChargeRow, sort: keyof typeof sortColumns): (string | number | null)[] =>
  sort === 'dueDate'
    ? [row.dueDate, row.id]
    : sort === 'amount'
      ? [row.amount, row.id]
      : sort === 'period'
        ? [row.period, row.id]
        : [row.id];

/** Charges in the caller's scope, filtered, with offset or keyset paging and the filtered total amount. */
export const listCharges = async (db: Db, user: CurrentUser, query: ChargesQuery) => {
  const sort = query.sort ?? 'dueDate';
  const columns = sortColumns[sort];
  const { limit, offset } = pagingOf(query);
  const rut = query.search ? rutSearch(query.search) : null;
  const filters = [
    studentRowCondition(user, sql`c.student_id`, sql`c.academy_id`),
    query.state && sql`c.state = ${query.state}`,
    query.open === 'true' && sql`c.state in ('pendiente', 'vencido')`,
    query.academyId && sql`c.academy_id = ${query.academyId}`,
    query.studentId && sql`c.student_id = ${query.studentId}`,
    query.planId && sql`c.plan_id = ${query.planId}`,
    query.period && sql`c.period = ${query.period}`,
    query.dueFrom && sql`c.due_date >= ${query.dueFrom}`,
    query.dueTo && sql`c.due_date <= ${query.dueTo}`,
    // one array parameter, whatever the count: the statement's text (and cached plan) stays one
    query.ids && sql`c.id = any(${`{${query.ids}}`}::int[])`,
    query.search &&
      sql`exists (select 1 from users s where s.id = c.student_id and ((s.first_name || ' ' || s.last_name) ilike ${likePattern(query.search)}
          ${rut ? sql`or replace(s.rut, '-', '') like ${likePattern(rut.replace(/-/g, ''))}` : sql``}))`,
  ];
  // A name search's plan depends on the pattern, and deep offsets are one text each: those are
  // planned each time. The rest (first and keyset pages, the totals) keep a cached plan.
  const run = query.search ? selectRows : preparedRows;
  const { rows: found, totals } = await pageWithTotals<ChargeRow, 'n' | 'amount'>(
    offset === 0 ? run : selectRows,
    db,
    // The page of charges first, then its people, plans and academies: joined before the limit,
    // PostgreSQL priced the join over every matching charge and put a Memoize on users whose hash
    // table it cleared on every run (memset: ~40 % of the query's CPU; docs/performance.md, session 12).
    (totalsColumn) =>
      sql`select ${chargeColumns} ${totalsColumn}
          from (select c.* from charges c ${whereAll([...filters, afterCursor(columns, query)])}
            order by ${orderBy(columns, query.order)} ${pageClause(limit + 1, offset)}) c ${chargeJoins}
          order by ${orderBy(columns, query.order)}`,
    query.cursor ? null : { query: totalsQuery(user, query, filters), fields: ['n', 'amount'] },
  );
  const { items, nextCursor } = keysetPage(found, limit, (row) => cursorOf(row, sort));
  return {
    items: items.map(toCharge),
    total: totals?.n ?? -1,
    totalAmount: totals?.amount ?? -1,
    page: query.page,
    pageSize: limit,
    nextCursor,
  };
};

/**
 * Count and amount of the filtered charges. When every filter is on academy or state (the admin and
 * teacher lists, the open-charges views) they come exactly from charge_state_totals; with a due-date
 * range from charge_totals (per academy, state and due date); other filters count the rows. The
 * database keeps both summaries current (drizzle/0002, 0008).
 */
const totalsQuery = (
  user: CurrentUser,
  query: ChargesQuery,
  filters: Parameters<typeof whereAll>[0],
) => {
  const bySummary =
    user.role !== 'other' &&
    !query.studentId &&
    !query.planId &&
    !query.period &&
    !query.search &&
    !query.ids;
  if (!bySummary) {
    return sql`select count(*)::int as n, coalesce(sum(c.amount), 0)::bigint::float8 as amount from charges c ${whereAll(filters)}`;
  }
  const byDate = Boolean(query.dueFrom || query.dueTo);
  const conditions = [
    studentRowCondition(user, sql`c.student_id`, sql`c.academy_id`),
    query.state && sql`c.state = ${query.state}`,
    query.open === 'true' && sql`c.state in ('pendiente', 'vencido')`,
    query.academyId && sql`c.academy_id = ${query.academyId}`,
    query.dueFrom && sql`c.due_date >= ${query.dueFrom}`,
    query.dueTo && sql`c.due_date <= ${query.dueTo}`,
  ];
  return sql`select coalesce(sum(c.charges), 0)::int as n, coalesce(sum(c.amount), 0)::bigint::float8 as amount
    from ${byDate ? sql`charge_totals` : sql`charge_state_totals`} c ${whereAll(conditions)}`;
};

export const chargesOfEnrolment = async (
  db: Db,
  user: CurrentUser,
  studentId: number,
  planId: number,
): Promise<Charge[]> => {
  const found = await selectRows<ChargeRow>(
    db,
    sql`${chargeSelect} ${whereAll([
      sql`c.student_id = ${studentId}`,
      sql`c.plan_id = ${planId}`,
      studentRowCondition(user, sql`c.student_id`, sql`c.academy_id`),
    ])} order by c.period desc, c.id desc limit 500`,
  );
  return found.map(toCharge);
};

/** Whether the person exists and is inside the caller's scope (docs/design.md §11). */
export const personVisible = async (
  db: Db,
  user: CurrentUser,
  studentId: number,
): Promise<boolean> => {
  const [person] = await selectRows<{ id: number }>(
    db,
    sql`select u.id from users u ${whereAll([sql`u.id = ${studentId}`, personCondition(user, sql`u.id`)])}`,
  );
  return person !== undefined;
};
