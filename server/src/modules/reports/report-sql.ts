import { type SQL, sql } from 'drizzle-orm';
import { nextDay, reportTimeZone } from './report-dates.ts';

/** A list of ids as SQL `(1, 2, 3)`; callers handle the empty list before. */
export const idList = (ids: readonly number[]): SQL =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** Condition `column in (ids)`, or always true when `ids` is null (no restriction). */
export const inIds = (column: SQL, ids: readonly number[] | null): SQL => {
  if (ids === null) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${column} in ${idList(ids)}`;
};

/** A payment's local date in Chile. */
export const localDate = (timestamp: SQL): SQL =>
  sql`(${timestamp} at time zone ${reportTimeZone})::date`;

export interface ApprovedFilter {
  /** First local day, inclusive. */
  startDate: string;
  /** Last local day, inclusive. */
  endDate: string;
  /** Only lines of charges of these academies (null: all). */
  academyIds?: readonly number[] | null;
  /** Only payments of these people (null: all). */
  userIds?: readonly number[] | null;
  /** Only lines of charges of these students (and payments that hold one). */
  studentIds?: readonly number[] | null;
  /** Only card payments. */
  cardOnly?: boolean;
  /** Only these payments (a subquery of ids), e.g. one page of a list. */
  paymentIds?: SQL;
}

/**
 * CTEs every money figure starts from, so the dashboard, the academy report and the Transbank
 * report cannot disagree:
 * - `paid`: approved payments whose paid time falls in the local range, with their amount taken
 *   from their items and the Transbank commission in force at their local date (card only);
 * - `lines`: each paid charge with its academy and its part of the payment's commission (floor of
 *   the proportional part; the rounding remainder goes to the payment's first item, so the parts
 *   add up to the payment's commission exactly).
 * The range is applied to `payments.paid_at` as UTC bounds so an index on it can be used; the
 * rate history is joined as ranges (valid_from to the next valid_from), not looked up per payment.
 */
export const approvedLinesCte = (filter: ApprovedFilter): SQL => {
  const from = sql`(${filter.startDate}::timestamp at time zone ${reportTimeZone})`;
  const to = sql`(${nextDay(filter.endDate)}::timestamp at time zone ${reportTimeZone})`;
  const academyIds = filter.academyIds ?? null;
  return sql`
    tbk_rates as (
      select percent, fixed_amount, valid_from, lead(valid_from) over (order by valid_from) as valid_to
      from transbank_commissions
    ),
    paid_base as (
      select p.id, p.method, p.user_id, p.paid_at, ${localDate(sql`p.paid_at`)} as local_date, sum(pi.amount)::bigint as amount
      from payments p
      join payment_items pi on pi.payment_id = p.id
      where p.state = 'autorizada' and p.paid_at >= ${from} and p.paid_at < ${to}
        and ${inIds(sql`p.user_id`, filter.userIds ?? null)}
        ${filter.cardOnly ? sql`and p.method in ('webpay', 'oneclick')` : sql``}
        ${filter.paymentIds ? sql`and p.id in (${filter.paymentIds})` : sql``}
        ${
          filter.studentIds
            ? sql`and p.id in (select spi.payment_id from charges sc join payment_items spi on spi.charge_id = sc.id
                where ${inIds(sql`sc.student_id`, filter.studentIds)})`
            : sql``
        }
      group by p.id
    ),
    paid as (
      select b.*, coalesce(r.percent, 0)::float8 as percent, coalesce(r.fixed_amount, 0) as fixed_amount,
        case when b.method in ('webpay', 'oneclick')
          then (round(b.amount * coalesce(r.percent, 0) / 100) + coalesce(r.fixed_amount, 0))::bigint
          else 0::bigint end as commission
      from paid_base b
      left join tbk_rates r on b.local_date >= r.valid_from and (r.valid_to is null or b.local_date < r.valid_to)
    ),
    all_lines as (
      select pd.id as payment_id, pd.method, pd.user_id, pd.paid_at, pd.local_date,
        ch.academy_id, ch.plan_id, ch.student_id, ch.id as charge_id, pi.amount::bigint as amount,
        (pd.commission * pi.amount / pd.amount)
          + case when row_number() over (partition by pd.id order by pi.id) = 1
              then pd.commission - sum(pd.commission * pi.amount / pd.amount) over (partition by pd.id)
              else 0 end as commission
      from paid pd
      join payment_items pi on pi.payment_id = pd.id
      join charges ch on ch.id = pi.charge_id
    ),
    lines as (
      select * from all_lines
      where ${inIds(sql`academy_id`, academyIds)} and ${inIds(sql`student_id`, filter.studentIds ?? null)}
    )`;
};
