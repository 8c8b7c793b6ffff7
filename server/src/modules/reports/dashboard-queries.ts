import type { DueCharge, RecentPayment } from '@academias/shared/contract/reports';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { approvedLinesCte, inIds } from './report-sql.ts';

/** Small aggregates the dashboards show beside the monthly academy figures. */

export interface PendingTotals {
  pendingAmount: number;
  pendingCount: number;
  overdueAmount: number;
  overdueCount: number;
}

/**
 * Unpaid charges ('pendiente' or 'vencido'); overdue are those marked 'vencido' or already past
 * their due date today, before the daily job marks them.
 */
export const pendingTotals = async (
  db: Db,
  today: string,
  filter: { academyIds?: number[] | null; studentIds?: number[] | null },
): Promise<PendingTotals> => {
  // Per academy, the summary by state and due date (charge_totals) answers without a scan; a
  // person's charges are few and read directly.
  const source = filter.studentIds
    ? sql`(select academy_id, state, due_date, 1 as charges, amount from charges
          where state in ('pendiente', 'vencido') and ${inIds(sql`student_id`, filter.studentIds)})`
    : sql`charge_totals`;
  const [row] = await selectRows<PendingTotals>(
    db,
    sql`select coalesce(sum(amount), 0)::float8 as "pendingAmount", coalesce(sum(charges), 0)::int as "pendingCount",
        coalesce(sum(amount) filter (where state = 'vencido' or due_date < ${today}::date), 0)::float8 as "overdueAmount",
        coalesce(sum(charges) filter (where state = 'vencido' or due_date < ${today}::date), 0)::int as "overdueCount"
      from ${source} t
      where state in ('pendiente', 'vencido') and ${inIds(sql`academy_id`, filter.academyIds ?? null)}`,
  );
  return row!;
};

export const pendingByAcademy = (db: Db, academyIds: number[]) =>
  selectRows<{ academyId: number; pendingAmount: number; pendingCount: number }>(
    db,
    sql`select academy_id as "academyId", sum(amount)::float8 as "pendingAmount", sum(charges)::int as "pendingCount"
      from charge_state_totals where state in ('pendiente', 'vencido') and ${inIds(sql`academy_id`, academyIds)}
      group by academy_id having sum(charges) > 0`,
  );

/**
 * Approved payments of one local day (amount from their lines in scope): the daily summaries for
 * all academies or one; the payment rows when several academies must count a payment once.
 */
export const paymentsOfDay = async (db: Db, day: string, academyIds: number[] | null) => {
  const query =
    academyIds === null
      ? sql`select coalesce(sum(revenue), 0)::float8 as amount, coalesce(sum(payments), 0)::int as count
          from report_daily where local_date = ${day}::date`
      : academyIds.length <= 1
        ? sql`select coalesce(sum(revenue), 0)::float8 as amount, coalesce(sum(payments), 0)::int as count
            from report_daily_academy where local_date = ${day}::date and ${inIds(sql`academy_id`, academyIds)}`
        : sql`with ${approvedLinesCte({ startDate: day, endDate: day, academyIds })}
            select coalesce(sum(amount), 0)::float8 as amount, count(distinct payment_id)::int as count from lines`;
  const [row] = await selectRows<{ amount: number; count: number }>(db, query);
  return row!;
};

/** Students with an active enrolment, per academy (a student in two academies counts in each). */
export const activeStudentsByAcademy = (db: Db, academyIds: number[] | null) =>
  selectRows<{ academyId: number; academyName: string; students: number }>(
    db,
    sql`select a.id as "academyId", a.name as "academyName", t.active_students as students
      from academies a
      join academy_student_totals t on t.academy_id = a.id and t.active_students > 0
      where ${inIds(sql`a.id`, academyIds)}
      order by students desc, a.name`,
  );

/**
 * Distinct students with an active enrolment (once even if in several academies): the summary for
 * all academies (row 0) or one; for several academies, the students of every set of academies
 * that overlaps them (active_academy_sets), a few rows whatever the number of students.
 */
export const activeStudentCount = async (db: Db, academyIds: number[] | null): Promise<number> => {
  const query =
    academyIds === null || academyIds.length === 1
      ? sql`select coalesce((select active_students from academy_student_totals where academy_id = ${academyIds?.[0] ?? 0}), 0)::int as n`
      : academyIds.length === 0
        ? sql`select 0 as n`
        : sql`select coalesce(sum(students), 0)::int as n from active_academy_sets
            where academy_ids && array[${sql.join(
              academyIds.map((id) => sql`${id}`),
              sql`, `,
            )}]::integer[]`;
  const [row] = await selectRows<{ n: number }>(db, query);
  return row?.n ?? 0;
};

/** Latest approved payments, with their boleta when issued. */
export const recentPayments = (db: Db, filter: { userIds?: number[] | null; limit: number }) =>
  selectRows<RecentPayment>(
    db,
    sql`select p.id, to_char(p.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "paidAt",
        p.user_id as "userId", trim(u.first_name || ' ' || u.last_name) as "userName", p.method,
        p.amount, d.id as "documentId", d.folio
      from payments p
      join users u on u.id = p.user_id
      left join documents d on d.payment_id = p.id and d.state = 'emitida'
      where p.state = 'autorizada' and p.paid_at is not null and ${inIds(sql`p.user_id`, filter.userIds ?? null)}
      order by p.paid_at desc, p.id desc
      limit ${filter.limit}`,
  );

/** Unpaid charges of some students, the soonest due first. */
export const nextCharges = (db: Db, studentIds: number[], today: string, limit: number) =>
  selectRows<DueCharge>(
    db,
    sql`select c.id, c.student_id as "studentId", trim(u.first_name || ' ' || u.last_name) as "studentName",
        a.name as "academyName", c.description, c.period, to_char(c.due_date, 'YYYY-MM-DD') as "dueDate",
        c.amount, (c.state = 'vencido' or c.due_date < ${today}::date) as overdue
      from charges c
      join users u on u.id = c.student_id
      join academies a on a.id = c.academy_id
      where c.state in ('pendiente', 'vencido') and ${inIds(sql`c.student_id`, studentIds)}
      order by c.due_date, c.id
      limit ${limit}`,
  );
