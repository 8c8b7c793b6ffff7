import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { firstDay, lastDay } from './report-dates.ts';

/**
 * Revenue of one academy's plans over a month range, from the daily summary per plan, less the
 * credits given back on the plan's closed-month charges (as the academy's revenue).
 */
export const academyPlanRevenue = (
  db: Db,
  academyId: number,
  range: { from: string; to: string },
) =>
  selectRows<{ planId: number; planName: string; revenue: number; payments: number }>(
    db,
    sql`select p.id as "planId", p.name as "planName", coalesce(sum(d.revenue) - sum(d.credits), 0)::float8 as revenue,
        coalesce(sum(d.payments), 0)::int as payments
      from plans p
      left join report_daily_plan d on d.plan_id = p.id and d.academy_id = ${academyId}
        and d.local_date >= ${firstDay(range.from)}::date and d.local_date <= ${lastDay(range.to)}::date
      where p.academy_id = ${academyId}
      group by p.id, p.name
      order by revenue desc, p.name`,
  );

/** Today's unpaid charges and active students of one academy. */
export const academySummary = async (db: Db, academyId: number, today: string) => {
  const [row] = await selectRows<{
    pendingAmount: number;
    pendingCount: number;
    activeStudents: number;
  }>(
    db,
    sql`select
        (select coalesce(sum(amount), 0) from charge_state_totals where academy_id = ${academyId} and state in ('pendiente', 'vencido'))::float8 as "pendingAmount",
        (select coalesce(sum(charges), 0) from charge_state_totals where academy_id = ${academyId} and state in ('pendiente', 'vencido'))::int as "pendingCount",
        coalesce((select active_students from academy_student_totals where academy_id = ${academyId}), 0)::int as "activeStudents",
        ${today}::text as today`,
  );
  return {
    pendingAmount: row!.pendingAmount,
    pendingCount: row!.pendingCount,
    activeStudents: row!.activeStudents,
  };
};
