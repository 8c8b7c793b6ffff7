import type { AcademyFigures, FiguresTotals } from '@academias/shared/contract/reports';
import type { Db } from '../../db/db-handle.ts';
import {
  type MonthRange,
  type PercentRow,
  academiesInScope,
  expensesByAcademyMonth,
  fixedCostsByAcademyMonth,
  percentsByAcademy,
  revenueByAcademyMonth,
} from './academy-figures-queries.ts';
import { percentsInForce } from '../academies/teacher-percents.ts';
import { monthsInRange } from './report-dates.ts';

export const generalExpensesName = 'Gastos generales';

/** A teacher's share of a revenue, whole CLP rounded half up; percents have two decimals. */
export const shareOf = (revenue: number, percent: number): number =>
  Math.floor((revenue * Math.round(percent * 100) + 5000) / 10000);

const key = (academyId: number | null, month: string) => `${academyId ?? 'general'}|${month}`;

const emptyTotals = (): FiguresTotals => ({
  dues: 0,
  lateFees: 0,
  adjustments: 0,
  revenue: 0,
  payments: 0,
  commission: 0,
  expenses: 0,
  fixedCosts: 0,
  teacherShare: 0,
  net: 0,
});

export const addFigures = (into: FiguresTotals, row: FiguresTotals): FiguresTotals => {
  into.dues += row.dues;
  into.lateFees += row.lateFees;
  into.adjustments += row.adjustments;
  into.revenue += row.revenue;
  into.payments += row.payments;
  into.commission += row.commission;
  into.expenses += row.expenses;
  into.fixedCosts += row.fixedCosts;
  into.teacherShare += row.teacherShare;
  into.net += row.net;
  return into;
};

export const totalsOf = (rows: readonly FiguresTotals[]): FiguresTotals =>
  rows.reduce((acc, row) => addFigures(acc, row), emptyTotals());

export interface MonthlyFigures {
  months: AcademyFigures[];
  percents: PercentRow[];
}

/** The entries of an academy in force in `month` (yyyy-mm): one per teacher, its latest start. */
export const academyPercentsIn = (
  percents: readonly PercentRow[],
  academyId: number,
  month: string,
): PercentRow[] =>
  percentsInForce(
    percents.filter((p) => p.academyId === academyId),
    `${month}-01`,
  );

/** A teacher's percent in an academy in `month`, 0 when none applies. */
export const teacherPercentIn = (
  percents: readonly PercentRow[],
  academyId: number,
  teacherId: number,
  month: string,
): number =>
  academyPercentsIn(percents, academyId, month).find((p) => p.teacherId === teacherId)?.percent ??
  0;

/**
 * One row per academy in scope and month of the range (zeros included, so charts have every
 * month), plus a row of general expenses when the viewer sees everything. The sums come from SQL
 * grouped by academy and month; here they are only put side by side.
 */
export const monthlyAcademyFigures = async (
  db: Db,
  range: MonthRange,
  academyIds: number[] | null,
): Promise<MonthlyFigures> => {
  const [academies, revenue, expenses, fixedCosts, percents] = await Promise.all([
    academiesInScope(db, academyIds),
    revenueByAcademyMonth(db, range, academyIds),
    expensesByAcademyMonth(db, range, academyIds),
    fixedCostsByAcademyMonth(db, range, academyIds),
    percentsByAcademy(db, academyIds),
  ]);
  const revenueBy = new Map(revenue.map((r) => [key(r.academyId, r.month), r]));
  const expenseBy = new Map(expenses.map((r) => [key(r.academyId, r.month), r.amount]));
  const fixedBy = new Map(fixedCosts.map((r) => [key(r.academyId, r.month), r.amount]));

  const months = monthsInRange(range.from, range.to);
  const result: AcademyFigures[] = [];
  const build = (academyId: number | null, academyName: string, month: string): AcademyFigures => {
    const rev = academyId === null ? undefined : revenueBy.get(key(academyId, month));
    const revenueAmount = rev?.revenue ?? 0;
    const teacherShare =
      academyId === null
        ? 0
        : academyPercentsIn(percents, academyId, month).reduce(
            (sum, p) => sum + shareOf(revenueAmount, p.percent),
            0,
          );
    const lateFees = rev?.lateFees ?? 0;
    const adjustments = rev?.adjustments ?? 0;
    const figures = {
      // The revenue in its parts: dues + late fees + adjustments = revenue.
      dues: revenueAmount - lateFees - adjustments,
      lateFees,
      adjustments,
      revenue: revenueAmount,
      payments: rev?.payments ?? 0,
      commission: rev?.commission ?? 0,
      expenses: expenseBy.get(key(academyId, month)) ?? 0,
      fixedCosts: fixedBy.get(key(academyId, month)) ?? 0,
      teacherShare,
    };
    const net =
      figures.revenue - figures.commission - figures.expenses - figures.fixedCosts - teacherShare;
    return { academyId, academyName, month, ...figures, net };
  };
  for (const academy of academies)
    for (const month of months) result.push(build(academy.id, academy.name, month));
  if (academyIds === null)
    for (const month of months) result.push(build(null, generalExpensesName, month));
  return { months: result, percents };
};

/** Collapses monthly rows into one row per academy over the whole range (`month` null). */
export const perAcademyTotals = (monthly: readonly AcademyFigures[]): AcademyFigures[] => {
  const byAcademy = new Map<string, AcademyFigures>();
  for (const row of monthly) {
    const k = String(row.academyId);
    const current = byAcademy.get(k);
    if (current) addFigures(current, row);
    else byAcademy.set(k, { ...row, month: null });
  }
  return [...byAcademy.values()];
};

/** Collapses monthly rows into one total per month, for the dashboards' series. */
export const perMonthTotals = (monthly: readonly AcademyFigures[]): Map<string, FiguresTotals> => {
  const byMonth = new Map<string, FiguresTotals>();
  for (const row of monthly) {
    const month = row.month ?? '';
    byMonth.set(month, addFigures(byMonth.get(month) ?? emptyTotals(), row));
  }
  return byMonth;
};

/**
 * Each teacher's share of an academy over the months given, with the percent in force in each
 * month (summed month by month, as the monthly rows round it); `percent` is the one in force in
 * the range's last month. Teachers with no percent in any of the months are left out.
 */
export const teacherShares = (
  percents: readonly PercentRow[],
  academyId: number,
  months: readonly AcademyFigures[],
  lastMonth: string,
) => {
  const teachers = new Map<
    number,
    { teacherId: number; name: string; percent: number; share: number }
  >();
  for (const m of months) {
    if (m.month === null) continue;
    for (const p of academyPercentsIn(percents, academyId, m.month)) {
      const row = teachers.get(p.teacherId) ?? {
        teacherId: p.teacherId,
        name: p.teacherName,
        percent: 0,
        share: 0,
      };
      row.share += shareOf(m.revenue, p.percent);
      teachers.set(p.teacherId, row);
    }
  }
  for (const row of teachers.values())
    row.percent = teacherPercentIn(percents, academyId, row.teacherId, lastMonth);
  return [...teachers.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
};
