import type {
  AdminDashboard,
  MonthPoint,
  StudentDashboard,
  TeacherDashboard,
} from '@academias/shared/contract/reports';
import type { Db } from '../../db/db-handle.ts';
import {
  monthlyAcademyFigures,
  perMonthTotals,
  shareOf,
  teacherPercentIn,
} from './academy-figures.ts';
import {
  activeStudentCount,
  activeStudentsByAcademy,
  nextCharges,
  paymentsOfDay,
  pendingByAcademy,
  pendingTotals,
  recentPayments,
} from './dashboard-queries.ts';
import { addMonths, localToday, monthOf, monthsInRange } from './report-dates.ts';

/** Twelve months ending with `month`: the dashboards' series, from the same figures as the academy report. */
const yearSeries = async (db: Db, month: string, academyIds: number[] | null) => {
  const range = { from: addMonths(month, -11), to: month };
  const monthly = await monthlyAcademyFigures(db, range, academyIds);
  const byMonth = perMonthTotals(monthly.months);
  const series: MonthPoint[] = monthsInRange(range.from, range.to).map((m) => {
    const t = byMonth.get(m);
    return {
      month: m,
      revenue: t?.revenue ?? 0,
      dues: t?.dues ?? 0,
      lateFees: t?.lateFees ?? 0,
      adjustments: t?.adjustments ?? 0,
      expenses: (t?.expenses ?? 0) + (t?.fixedCosts ?? 0),
      net: t?.net ?? 0,
      commission: t?.commission ?? 0,
      teacherShare: t?.teacherShare ?? 0,
      operatingExpenses: t?.expenses ?? 0,
      fixedCosts: t?.fixedCosts ?? 0,
    };
  });
  return { series, monthly, byMonth };
};

export const adminDashboard = async (
  db: Db,
  options: { month?: string | undefined; now?: Date },
): Promise<AdminDashboard> => {
  const today = localToday(options.now);
  const month = options.month ?? monthOf(today);
  const [{ series, byMonth }, pending, ofToday, activeStudents, studentsByAcademy, recent] =
    await Promise.all([
      yearSeries(db, month, null),
      pendingTotals(db, today, {}),
      paymentsOfDay(db, today, null),
      activeStudentCount(db, null),
      activeStudentsByAcademy(db, null),
      recentPayments(db, { limit: 8 }),
    ]);
  return {
    kind: 'admin',
    month,
    today,
    revenueThisMonth: byMonth.get(month)?.revenue ?? 0,
    revenueLastMonth: byMonth.get(addMonths(month, -1))?.revenue ?? 0,
    paymentsThisMonth: byMonth.get(month)?.payments ?? 0,
    ...pending,
    paymentsTodayAmount: ofToday.amount,
    paymentsTodayCount: ofToday.count,
    activeStudents,
    studentsByAcademy,
    revenueByMonth: series,
    recentPayments: recent,
  };
};

export const teacherDashboard = async (
  db: Db,
  teacher: { id: number; academyIds: number[] },
  options: { month?: string | undefined; now?: Date },
): Promise<TeacherDashboard> => {
  const today = localToday(options.now);
  const month = options.month ?? monthOf(today);
  const { id: teacherId, academyIds } = teacher;
  const [{ series, monthly, byMonth }, pending, pendingPerAcademy, activeStudents, students] =
    await Promise.all([
      yearSeries(db, month, academyIds),
      pendingTotals(db, today, { academyIds }),
      pendingByAcademy(db, academyIds),
      activeStudentCount(db, academyIds),
      activeStudentsByAcademy(db, academyIds),
    ]);
  // The percent in force in each month: a change from this month on leaves earlier months as they were.
  const ownPercent = (academyId: number, m: string) =>
    teacherPercentIn(monthly.percents, academyId, teacherId, m);
  const shareIn = (m: string) =>
    monthly.months
      .filter((r) => r.month === m && r.academyId !== null)
      .reduce((s, r) => s + shareOf(r.revenue, ownPercent(r.academyId!, m)), 0);
  const academies = monthly.months
    .filter((r) => r.month === month && r.academyId !== null)
    .map((r) => {
      const academyId = r.academyId!;
      const p = pendingPerAcademy.find((x) => x.academyId === academyId);
      return {
        academyId,
        academyName: r.academyName,
        students: students.find((s) => s.academyId === academyId)?.students ?? 0,
        revenueThisMonth: r.revenue,
        pendingAmount: p?.pendingAmount ?? 0,
        pendingCount: p?.pendingCount ?? 0,
        percent: ownPercent(academyId, month),
        shareThisMonth: shareOf(r.revenue, ownPercent(academyId, month)),
      };
    });
  return {
    kind: 'teacher',
    month,
    today,
    academies,
    activeStudents,
    revenueThisMonth: byMonth.get(month)?.revenue ?? 0,
    revenueLastMonth: byMonth.get(addMonths(month, -1))?.revenue ?? 0,
    pendingAmount: pending.pendingAmount,
    pendingCount: pending.pendingCount,
    shareThisMonth: shareIn(month),
    shareLastMonth: shareIn(addMonths(month, -1)),
    revenueByMonth: series,
  };
};

/** A student's or guardian's own view: what they (and their wards) owe next and what they paid. */
export const studentDashboard = async (
  db: Db,
  subjects: number[],
  options: { now?: Date },
): Promise<StudentDashboard> => {
  const today = localToday(options.now);
  const [pending, next, recent] = await Promise.all([
    pendingTotals(db, today, { studentIds: subjects }),
    nextCharges(db, subjects, today, 10),
    recentPayments(db, { userIds: subjects, limit: 10 }),
  ]);
  return {
    kind: 'student',
    today,
    pendingAmount: pending.pendingAmount,
    overdueAmount: pending.overdueAmount,
    nextCharges: next,
    recentPayments: recent,
  };
};
