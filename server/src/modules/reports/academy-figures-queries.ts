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
  /** Approved payments less the credits given back (charge_credits). */
  revenue: number;
  payments: number;
  commission: number;
  /** Of the revenue: paid late fees (`recargo` charges). */
  lateFees: number;
  /** Of the revenue: paid closed-month adjustments (`ajuste` charges) less the credits. */
  adjustments: number;
}

/**
 * From the daily summary the triggers keep (report_daily_academy), not from the payment rows: the
 * revenue and its parts (late fees, closed-month adjustments, credits) by the local paid date, so
 * the split costs the same whatever the number of late fees.
 */
export const revenueByAcademyMonth = (db: Db, range: MonthRange, academyIds: number[] | null) =>
  selectRows<RevenueRow>(
    db,
    sql`select academy_id as "academyId", to_char(local_date, 'YYYY-MM') as month,
        (sum(revenue) - sum(credits))::float8 as revenue, sum(payments)::int as payments,
        sum(commission)::float8 as commission, sum(late_fees)::float8 as "lateFees",
        (sum(adjustments) - sum(credits))::float8 as adjustments
      from report_daily_academy
      where local_date >= ${firstDay(range.from)}::date and local_date <= ${lastDay(range.to)}::date
        and ${inIds(sql`academy_id`, academyIds)}
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
