import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { firstDay, lastDay } from './report-dates.ts';
import { inIds } from './report-sql.ts';

/** Aggregates per academy and month that the academy figures are assembled from. */

export interface MonthRange {
  from: string;
  to: string;
}

export interface RevenueRow {
  academyId: number;
  month: string;
  revenue: number;
  payments: number;
  commission: number;
}

/** From the daily summary the triggers keep (report_daily_academy), not from the payment rows. */
export const revenueByAcademyMonth = (db: Db, range: MonthRange, academyIds: number[] | null) =>
  selectRows<RevenueRow>(
    db,
    sql`select academy_id as "academyId", to_char(local_date, 'YYYY-MM') as month,
        sum(revenue)::float8 as revenue, sum(payments)::int as payments, sum(commission)::float8 as commission
      from report_daily_academy
      where local_date >= ${firstDay(range.from)}::date and local_date <= ${lastDay(range.to)}::date
        and ${inIds(sql`academy_id`, academyIds)}
      group by 1, 2`,
  );

export interface ExtraRevenueRow {
  academyId: number;
  month: string;
  lateFees: number;
  adjustments: number;
}

/**
 * What the revenue of each academy and month holds of late fees (`recargo`) and closed-month
 * adjustments (`ajuste`): approved payment items by the local paid date, the same base as the
 * daily summary. Read from those charges (few: `charges_not_cuota_idx`), not from every payment.
 */
export const extraRevenueByAcademyMonth = (
  db: Db,
  range: MonthRange,
  academyIds: number[] | null,
) =>
  selectRows<ExtraRevenueRow>(
    db,
    sql`select x.academy_id as "academyId", to_char(x.local_date, 'YYYY-MM') as month,
        coalesce(sum(x.amount) filter (where x.kind = 'recargo'), 0)::float8 as "lateFees",
        coalesce(sum(x.amount) filter (where x.kind = 'ajuste'), 0)::float8 as adjustments
      from (select ch.academy_id, ch.kind, pi.amount, (p.paid_at at time zone 'America/Santiago')::date as local_date
            from charges ch
            join payment_items pi on pi.charge_id = ch.id
            join payments p on p.id = pi.payment_id
            where ch.kind <> 'cuota' and ${inIds(sql`ch.academy_id`, academyIds)}
              and p.state = 'autorizada' and p.paid_at is not null) x
      where x.local_date >= ${firstDay(range.from)}::date and x.local_date <= ${lastDay(range.to)}::date
      group by 1, 2`,
  );

export interface CostRow {
  academyId: number | null;
  month: string;
  amount: number;
}

/** Gastos operativos (not deleted); academy null is a general expense. */
export const expensesByAcademyMonth = (db: Db, range: MonthRange, academyIds: number[] | null) =>
  selectRows<CostRow>(
    db,
    sql`select academy_id as "academyId", to_char(date, 'YYYY-MM') as month, sum(amount)::float8 as amount
      from expenses
      where deleted_at is null and date >= ${firstDay(range.from)}::date and date <= ${lastDay(range.to)}::date
        and ${academyIds === null ? sql`true` : inIds(sql`academy_id`, academyIds)}
      group by 1, 2`,
  );

/**
 * An academy's own charges (saveChargeByAcademy) as fixed costs: monthly from their start until
 * their end (deleting or changing one ends it; earlier months keep it), or once.
 */
export const fixedCostsByAcademyMonth = (db: Db, range: MonthRange, academyIds: number[] | null) =>
  selectRows<CostRow>(
    db,
    sql`select ac.academy_id as "academyId", to_char(m, 'YYYY-MM') as month, sum(ac.amount)::float8 as amount
      from generate_series(${firstDay(range.from)}::date, ${firstDay(range.to)}::date, interval '1 month') as m
      join academy_charges ac on
        (ac.frequency = 'mensual' and date_trunc('month', ac.start_date) <= m)
        or (ac.frequency = 'unico' and date_trunc('month', ac.start_date) = m)
      where ${inIds(sql`ac.academy_id`, academyIds)} and (ac.end_date is null or m <= ac.end_date)
      group by 1, 2`,
  );

export interface PercentRow {
  academyId: number;
  teacherId: number;
  teacherName: string;
  percent: number;
  /** First month (yyyy-mm-01) the entry applies to, until the teacher's next entry. */
  validFrom: string;
}

/** Every dated entry (a handful per academy): the month's rate is picked in TypeScript. */
export const percentsByAcademy = (db: Db, academyIds: number[] | null) =>
  selectRows<PercentRow>(
    db,
    sql`select ap.academy_id as "academyId", ap.teacher_id as "teacherId",
        trim(u.first_name || ' ' || u.last_name) as "teacherName", ap.percent::float8 as percent,
        ap.valid_from::text as "validFrom"
      from academy_percents ap join users u on u.id = ap.teacher_id
      where ${inIds(sql`ap.academy_id`, academyIds)}
      order by ap.academy_id, u.last_name, u.first_name, ap.valid_from`,
  );

export interface AcademyRow {
  id: number;
  name: string;
}

/** Academies in scope, archived ones included: their history still counts. */
export const academiesInScope = (db: Db, academyIds: number[] | null) =>
  selectRows<AcademyRow>(
    db,
    sql`select id, name from academies where ${inIds(sql`id`, academyIds)} order by lower(name), id`,
  );
