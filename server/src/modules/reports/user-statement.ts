import { paymentMethodLabel } from '@academias/shared/contract/payments';
import type { StatementLine, UserStatement } from '@academias/shared/contract/reports';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { nextDay, reportTimeZone } from './report-dates.ts';
import { inIds, localDate } from './report-sql.ts';

/** The Spanish name of each payment method (the contract's), never the stored code ('oneclick'). */
const methodLabels = sql.join(
  Object.entries(paymentMethodLabel).map(([method, label]) => sql`when ${method} then ${label}`),
  sql` `,
);

/** A statement shows at most this many lines; its totals still cover the whole range. */
export const statementLineLimit = 500;

/** Earliest day payments are looked for when computing an opening balance. */
const beginning = '2000-01-01';

export interface StatementInput {
  user: { id: number; name: string; rut: string | null };
  /** The person and, for a guardian, their wards. */
  studentIds: number[];
  /** Academies the viewer may see (null: all). */
  academyIds: number[] | null;
  startDate: string;
  endDate: string;
}

/**
 * Charges (debits, on their due date) and payments (credits, on their local paid date) with a
 * running balance computed in SQL, after an opening balance of everything before the range.
 *
 * One statement: a person has few rows, so its cost is mostly planning; the lines of
 * approvedLinesCte are taken directly (every item of an approved payment paid in the range on a
 * charge of these students and academies, its amount), since a statement shows no commission.
 */
export const userStatement = async (db: Db, input: StatementInput): Promise<UserStatement> => {
  const chargeScope = sql`${inIds(sql`c.student_id`, input.studentIds)} and ${inIds(sql`c.academy_id`, input.academyIds)}`;
  const at = (day: string) => sql`(${day}::timestamp at time zone ${reportTimeZone})`;
  const found = await selectRows<
    | (StatementLine & { openingBalance: number; charged: number; paid: number })
    | ({ [K in keyof StatementLine]: null } & { openingBalance: number; charged: null; paid: null })
  >(
    db,
    sql`with pl as materialized (
        select p.id, p.buy_order, p.method, p.paid_at, c.academy_id, pi.amount::bigint as amount
        from charges c
        join payment_items pi on pi.charge_id = c.id
        join payments p on p.id = pi.payment_id
        where ${chargeScope} and p.state = 'autorizada'
          and p.paid_at >= ${at(beginning)} and p.paid_at < ${at(nextDay(input.endDate))}
      ),
      opening as (
        select (select coalesce(sum(c.amount), 0) from charges c
            where c.state <> 'anulado' and ${chargeScope} and c.due_date < ${input.startDate}::date)::float8
          - (select coalesce(sum(amount), 0) from pl where paid_at < ${at(input.startDate)})::float8 as balance
      ),
      entries as (
        select to_char(c.due_date, 'YYYY-MM-DD') as date, 'cargo' as kind, 0 as kind_order, c.id as ref_id,
          'Cargo ' || c.period as reference, c.description, a.name as "academyName",
          c.amount::float8 as debit, 0::float8 as credit
        from charges c join academies a on a.id = c.academy_id
        where c.state <> 'anulado' and ${chargeScope}
          and c.due_date >= ${input.startDate}::date and c.due_date < ${nextDay(input.endDate)}::date
        union all
        select to_char(${localDate(sql`l.paid_at`)}, 'YYYY-MM-DD'), 'pago', 1, l.id,
          'Pago ' || l.buy_order, 'Pago ' || case l.method ${methodLabels} else l.method end,
          string_agg(distinct a.name, ', '), 0, sum(l.amount)::float8
        from pl l join academies a on a.id = l.academy_id
        where l.paid_at >= ${at(input.startDate)}
        group by l.id, l.paid_at, l.buy_order, l.method
      )
      select e.date, e.kind, e.reference, e.description, e."academyName", e.debit, e.credit,
        (o.balance + sum(e.debit - e.credit) over (order by e.date, e.kind_order, e.ref_id))::float8 as balance,
        o.balance as "openingBalance",
        sum(e.debit) over ()::float8 as charged, sum(e.credit) over ()::float8 as paid
      from opening o left join entries e on true
      order by e.date, e.kind_order, e.ref_id
      limit ${statementLineLimit + 1}`,
  );
  const first = found[0]!;
  const openingBalance = first.openingBalance;
  const charged = first.charged ?? 0;
  const paid = first.paid ?? 0;
  const lines: StatementLine[] = found
    .filter(
      (r): r is StatementLine & { openingBalance: number; charged: number; paid: number } =>
        r.kind !== null,
    )
    .map((r) => ({
      date: r.date,
      kind: r.kind,
      reference: r.reference,
      description: r.description,
      academyName: r.academyName,
      debit: r.debit,
      credit: r.credit,
      balance: r.balance,
    }));
  const truncated = lines.length > statementLineLimit;
  return {
    userId: input.user.id,
    name: input.user.name,
    rut: input.user.rut,
    startDate: input.startDate,
    endDate: input.endDate,
    openingBalance,
    charged,
    paid,
    closingBalance: openingBalance + charged - paid,
    lines: truncated ? lines.slice(0, statementLineLimit) : lines,
    truncated,
  };
};
