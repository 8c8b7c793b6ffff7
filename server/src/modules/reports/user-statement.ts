import type { StatementLine, UserStatement } from '@academias/shared/contract/reports';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { nextDay } from './report-dates.ts';
import { approvedLinesCte, inIds } from './report-sql.ts';

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
 */
export const userStatement = async (db: Db, input: StatementInput): Promise<UserStatement> => {
  const scope = { academyIds: input.academyIds, studentIds: input.studentIds };
  const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const chargeFilter = sql`c.state <> 'anulado' and ${inIds(sql`c.student_id`, input.studentIds)}
    and ${inIds(sql`c.academy_id`, input.academyIds)}`;

  const [opening] = await rows<{ charged: number; paid: number }>(
    db,
    sql`with ${approvedLinesCte({ startDate: beginning, endDate: dayBefore(input.startDate), ...scope })}
      select
        (select coalesce(sum(c.amount), 0) from charges c where ${chargeFilter} and c.due_date < ${input.startDate}::date)::float8 as charged,
        (select coalesce(sum(amount), 0) from lines)::float8 as paid`,
  );
  const openingBalance = opening!.charged - opening!.paid;

  const entries = sql`with ${approvedLinesCte({ startDate: input.startDate, endDate: input.endDate, ...scope })},
    entries as (
      select to_char(c.due_date, 'YYYY-MM-DD') as date, 'cargo' as kind, 0 as kind_order, c.id as ref_id,
        'Cargo ' || c.period as reference, c.description, a.name as "academyName",
        c.amount::float8 as debit, 0::float8 as credit
      from charges c join academies a on a.id = c.academy_id
      where ${chargeFilter} and c.due_date >= ${input.startDate}::date and c.due_date < ${nextDay(input.endDate)}::date
      union all
      select to_char(l.local_date, 'YYYY-MM-DD'), 'pago', 1, l.payment_id,
        'Pago ' || p.buy_order, 'Pago ' || case p.method when 'webpay' then 'Webpay' else p.method end,
        string_agg(distinct a.name, ', '), 0, sum(l.amount)::float8
      from lines l join payments p on p.id = l.payment_id join academies a on a.id = l.academy_id
      group by l.local_date, l.payment_id, p.buy_order, p.method
    )`;
  const [lines, [totals]] = await Promise.all([
    rows<StatementLine>(
      db,
      sql`${entries}
        select date, kind, reference, description, "academyName", debit, credit,
          (${openingBalance}::float8 + sum(debit - credit) over (order by date, kind_order, ref_id))::float8 as balance
        from entries order by date, kind_order, ref_id
        limit ${statementLineLimit + 1}`,
    ),
    rows<{ charged: number; paid: number }>(
      db,
      sql`${entries} select coalesce(sum(debit), 0)::float8 as charged, coalesce(sum(credit), 0)::float8 as paid from entries`,
    ),
  ]);
  const truncated = lines.length > statementLineLimit;
  return {
    userId: input.user.id,
    name: input.user.name,
    rut: input.user.rut,
    startDate: input.startDate,
    endDate: input.endDate,
    openingBalance,
    charged: totals!.charged,
    paid: totals!.paid,
    closingBalance: openingBalance + totals!.charged - totals!.paid,
    lines: truncated ? lines.slice(0, statementLineLimit) : lines,
    truncated,
  };
};
