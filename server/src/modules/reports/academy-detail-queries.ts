import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { firstDay, lastDay } from './report-dates.ts';
import { approvedLinesCte } from './report-sql.ts';

/** Revenue of one academy's plans over a month range, from the same payment lines as every report. */
export const academyPlanRevenue = (db: Db, academyId: number, range: { from: string; to: string }) =>
  rows<{ planId: number; planName: string; revenue: number; payments: number }>(
    db,
    sql`with ${approvedLinesCte({ startDate: firstDay(range.from), endDate: lastDay(range.to), academyIds: [academyId] })}
      select p.id as "planId", p.name as "planName", coalesce(sum(l.amount), 0)::float8 as revenue,
        count(distinct l.payment_id)::int as payments
      from plans p left join lines l on l.plan_id = p.id
      where p.academy_id = ${academyId}
      group by p.id, p.name
      order by revenue desc, p.name`,
  );

/** Today's unpaid charges and active students of one academy. */
export const academySummary = async (db: Db, academyId: number, today: string) => {
  const [row] = await rows<{ pendingAmount: number; pendingCount: number; activeStudents: number }>(
    db,
    sql`select
        (select coalesce(sum(amount), 0) from charges where academy_id = ${academyId} and state in ('pendiente', 'vencido'))::float8 as "pendingAmount",
        (select count(*) from charges where academy_id = ${academyId} and state in ('pendiente', 'vencido'))::int as "pendingCount",
        (select count(distinct e.student_id) from enrolments e join plans p on p.id = e.plan_id
          where p.academy_id = ${academyId} and e.status = 'activo')::int as "activeStudents",
        ${today}::text as today`,
  );
  return { pendingAmount: row!.pendingAmount, pendingCount: row!.pendingCount, activeStudents: row!.activeStudents };
};
