import { z } from 'zod';
import { id, listQuery, page, period } from './common.ts';
import { defineEndpoint } from './define.ts';

/**
 * Reports and dashboards. Every figure is whole CLP computed in SQL on the server:
 * - revenue: lines of approved ('autorizada') payments, dated by the payment's paid time in
 *   America/Santiago, attributed to the academy of each paid charge;
 * - commission: Transbank's rate in force at the payment's date (percent + fixed per payment),
 *   only for card (webpay) payments, split across a payment's lines in proportion to their amount;
 * - teacher share: the academy's percents applied to its revenue;
 * - net: revenue - commission - expenses - fixed costs - teacher share.
 */

const realDate = (value: string): boolean => {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A calendar date `yyyy-mm-dd` that exists (rejects 2026-02-30). */
export const reportDate = z
  .string({ error: 'es obligatoria' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha AAAA-MM-DD')
  .refine(realDate, 'no es una fecha válida');

/** Longest range a report accepts, so one call cannot scan the whole history day by day. */
export const maxRangeDays = 731;
export const maxRangeMonths = 36;

const daysBetween = (start: string, end: string): number =>
  (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
const monthsBetween = (from: string, to: string): number => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
};

const dateRangeFields = { startDate: reportDate, endDate: reportDate };
type DateRange = { startDate: string; endDate: string };
const checkDateRange = (value: DateRange, ctx: z.RefinementCtx): void => {
  if (value.endDate < value.startDate)
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'debe ser igual o posterior a la fecha de inicio',
    });
  else if (daysBetween(value.startDate, value.endDate) > maxRangeDays)
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `no puede estar a más de ${maxRangeDays} días de la fecha de inicio`,
    });
};

/** `{startDate, endDate}` as docs/spec.md names them, end inclusive. */
export const dateRange = z.object(dateRangeFields).superRefine(checkDateRange);
export type ReportDateRange = z.infer<typeof dateRange>;

const monthRangeFields = {
  from: period.describe('primer mes, AAAA-MM'),
  to: period.describe('último mes, AAAA-MM'),
};
type MonthRange = { from: string; to: string };
const checkMonthRange = (value: MonthRange, ctx: z.RefinementCtx): void => {
  if (value.to < value.from)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'debe ser igual o posterior al mes inicial',
    });
  else if (monthsBetween(value.from, value.to) >= maxRangeMonths)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `no puede estar a más de ${maxRangeMonths} meses del mes inicial`,
    });
};
export const monthRange = z.object(monthRangeFields).superRefine(checkMonthRange);
export type ReportMonthRange = z.infer<typeof monthRange>;

/** Whole CLP; net figures and balances may be negative. */
const money = z.number().int();
const count = z.number().int().min(0);

/** One academy in one month (or over a range when `month` is null). */
export const academyFigures = z.object({
  academyId: z.number().int().nullable(),
  academyName: z.string(),
  month: z.string().nullable(),
  /** The revenue in its parts (docs/money.md): dues + lateFees + adjustments = revenue. */
  dues: money,
  /** Paid late fees (recargo por mora). */
  lateFees: money,
  /** Paid corrections of closed months' charges (kind `ajuste`). */
  adjustments: money,
  revenue: money,
  payments: count,
  commission: money,
  expenses: money,
  fixedCosts: money,
  teacherShare: money,
  net: money,
});
export type AcademyFigures = z.infer<typeof academyFigures>;

export const figuresTotals = academyFigures.omit({
  academyId: true,
  academyName: true,
  month: true,
});
export type FiguresTotals = z.infer<typeof figuresTotals>;

/**
 * A month of the dashboards' series. `expenses` is operating expenses plus fixed costs (the
 * chart's bar); the other columns explain the net: revenue - commission - teacherShare -
 * operatingExpenses - fixedCosts = net.
 */
export const monthPoint = z.object({
  month: z.string(),
  revenue: money,
  /** The revenue in its parts: dues + lateFees + adjustments = revenue (as in academyFigures). */
  dues: money,
  lateFees: money,
  adjustments: money,
  expenses: money,
  net: money,
  commission: money,
  teacherShare: money,
  operatingExpenses: money,
  fixedCosts: money,
});
export type MonthPoint = z.infer<typeof monthPoint>;

export const recentPayment = z.object({
  id: z.number().int(),
  paidAt: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  method: z.string(),
  amount: money,
  documentId: z.number().int().nullable(),
  folio: z.number().int().nullable(),
});
export type RecentPayment = z.infer<typeof recentPayment>;

export const dueCharge = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  academyName: z.string(),
  description: z.string(),
  period: z.string(),
  dueDate: z.string(),
  amount: money,
  overdue: z.boolean(),
});
export type DueCharge = z.infer<typeof dueCharge>;

export const academyStudents = z.object({
  academyId: z.number().int(),
  academyName: z.string(),
  students: count,
});

export const adminDashboard = z.object({
  kind: z.literal('admin'),
  month: z.string(),
  today: z.string(),
  revenueThisMonth: money,
  revenueLastMonth: money,
  paymentsThisMonth: count,
  pendingAmount: money,
  pendingCount: count,
  overdueAmount: money,
  overdueCount: count,
  paymentsTodayAmount: money,
  paymentsTodayCount: count,
  activeStudents: count,
  studentsByAcademy: z.array(academyStudents),
  revenueByMonth: z.array(monthPoint),
  recentPayments: z.array(recentPayment),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

export const teacherDashboard = z.object({
  kind: z.literal('teacher'),
  month: z.string(),
  today: z.string(),
  academies: z.array(
    z.object({
      academyId: z.number().int(),
      academyName: z.string(),
      students: count,
      revenueThisMonth: money,
      pendingAmount: money,
      pendingCount: count,
      percent: z.number(),
      shareThisMonth: money,
    }),
  ),
  activeStudents: count,
  revenueThisMonth: money,
  revenueLastMonth: money,
  pendingAmount: money,
  pendingCount: count,
  shareThisMonth: money,
  shareLastMonth: money,
  revenueByMonth: z.array(monthPoint),
});
export type TeacherDashboard = z.infer<typeof teacherDashboard>;

export const studentDashboard = z.object({
  kind: z.literal('student'),
  today: z.string(),
  pendingAmount: money,
  overdueAmount: money,
  nextCharges: z.array(dueCharge),
  recentPayments: z.array(recentPayment),
});
export type StudentDashboard = z.infer<typeof studentDashboard>;

export const dashboardByType = z.discriminatedUnion('kind', [
  adminDashboard,
  teacherDashboard,
  studentDashboard,
]);
export type DashboardByType = z.infer<typeof dashboardByType>;

const monthQuery = z.object({ month: period.optional() });

export const academiesReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(academyFigures),
  totals: figuresTotals,
});
export type AcademiesReport = z.infer<typeof academiesReportResponse>;

export const academyDetailResponse = z.object({
  academyId: z.number().int(),
  academyName: z.string(),
  from: z.string(),
  to: z.string(),
  months: z.array(academyFigures),
  totals: figuresTotals,
  teachers: z.array(
    z.object({ teacherId: z.number().int(), name: z.string(), percent: z.number(), share: money }),
  ),
  plans: z.array(
    z.object({ planId: z.number().int(), planName: z.string(), revenue: money, payments: count }),
  ),
  pendingAmount: money,
  pendingCount: count,
  activeStudents: count,
});
export type AcademyDetail = z.infer<typeof academyDetailResponse>;

export const userReportRow = z.object({
  userId: z.number().int(),
  name: z.string(),
  rut: z.string().nullable(),
  charged: money,
  paid: money,
  balance: money,
  pendingCount: count,
});
export type UserReportRow = z.infer<typeof userReportRow>;

export const usersReportQuery = listQuery
  .extend({
    ...dateRangeFields,
    academyId: id.optional(),
    sort: z.enum(['name', 'charged', 'paid', 'balance']).optional(),
  })
  .superRefine(checkDateRange);

export const usersReportResponse = page(userReportRow).extend({
  startDate: z.string(),
  endDate: z.string(),
  totals: z.object({ charged: money, paid: money, balance: money, people: count }),
});
export type UsersReport = z.infer<typeof usersReportResponse>;

export const statementLine = z.object({
  date: z.string(),
  kind: z.enum(['cargo', 'pago']),
  reference: z.string(),
  description: z.string(),
  academyName: z.string(),
  debit: money,
  credit: money,
  balance: money,
});
export type StatementLine = z.infer<typeof statementLine>;

export const userStatementResponse = z.object({
  userId: z.number().int(),
  name: z.string(),
  rut: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  openingBalance: money,
  charged: money,
  paid: money,
  closingBalance: money,
  lines: z.array(statementLine),
  /** True when the range had more lines than a statement shows; the totals still cover all. */
  truncated: z.boolean(),
});
export type UserStatement = z.infer<typeof userStatementResponse>;

export const transbankFigures = z.object({
  period: z.string(),
  payments: count,
  amount: money,
  commission: money,
  net: money,
});
export type TransbankFigures = z.infer<typeof transbankFigures>;

export const transbankPayment = z.object({
  id: z.number().int(),
  paidAt: z.string(),
  buyOrder: z.string(),
  userName: z.string(),
  cardLast4: z.string().nullable(),
  authorizationCode: z.string().nullable(),
  amount: money,
  percent: z.number(),
  fixedAmount: money,
  commission: money,
  net: money,
});
export type TransbankPayment = z.infer<typeof transbankPayment>;

export const transbankReportQuery = z
  .object({ ...dateRangeFields, page: listQuery.shape.page, pageSize: listQuery.shape.pageSize })
  .superRefine(checkDateRange);

export const transbankReportResponse = z.object({
  startDate: z.string(),
  endDate: z.string(),
  byDay: z.array(transbankFigures),
  byMonth: z.array(transbankFigures),
  totals: transbankFigures.omit({ period: true }),
  payments: page(transbankPayment),
});
export type TransbankReport = z.infer<typeof transbankReportResponse>;

/** Kinds `generatePDF/?report=` renders (server/src/modules/reports/report-pdf.ts). */
export const reportPdfKinds = [
  'academies',
  'academy',
  'users',
  'user',
  'transbank',
  'payout',
] as const;
export type ReportPdfKind = (typeof reportPdfKinds)[number];

export const reportsEndpoints = {
  getDashboard: defineEndpoint({
    name: 'getDashboard',
    method: 'GET',
    path: '/api/v1/getDashboard',
    access: ['admin'],
    summary: 'Panel del administrador: recaudación, pendientes, alumnos y pagos recientes',
    query: monthQuery,
    response: adminDashboard,
  }),
  getDashboardType: defineEndpoint({
    name: 'getDashboardType',
    method: 'POST',
    path: '/api/v1/getDashboardType',
    access: ['admin', 'teacher', 'other'],
    summary: 'Panel según el tipo de usuario (profesor: sus academias; alumno/apoderado: lo suyo)',
    body: monthQuery.default({}),
    response: dashboardByType,
  }),
  getAcademiesReportByMonth: defineEndpoint({
    name: 'getAcademiesReportByMonth',
    method: 'POST',
    path: '/api/v1/getAcademiesReportByMonth',
    access: ['admin', 'teacher'],
    summary: 'Cifras de cada academia en un mes',
    body: z.object({ month: period }),
    response: academiesReportResponse,
  }),
  getDataReportAcademies: defineEndpoint({
    name: 'getDataReportAcademies',
    method: 'GET',
    path: '/api/v1/getDataReportAcademies',
    access: ['admin', 'teacher'],
    summary: 'Cifras por academia y mes en un rango de meses (series para gráficos)',
    query: monthRange,
    response: academiesReportResponse,
  }),
  getAcademiesReportByAcademyId: defineEndpoint({
    name: 'getAcademiesReportByAcademyId',
    method: 'GET',
    path: '/api/v1/getAcademiesReportByAcademyId/:id',
    access: ['admin', 'teacher'],
    summary: 'Detalle de una academia: meses, profesores, planes y pendientes',
    params: z.object({ id }),
    query: monthRange,
    response: academyDetailResponse,
  }),
  getAcademiesReport: defineEndpoint({
    name: 'getAcademiesReport',
    method: 'GET',
    path: '/api/v1/getAcademiesReport',
    access: ['admin', 'teacher'],
    summary: 'Totales por academia en un rango de meses',
    query: monthRange,
    response: academiesReportResponse,
  }),
  getReportUsers: defineEndpoint({
    name: 'getReportUsers',
    method: 'GET',
    path: '/api/v1/getReportUsers',
    access: ['admin'],
    summary: 'Cargos, pagos y saldo por persona en un rango de fechas',
    query: usersReportQuery,
    response: usersReportResponse,
  }),
  getReportByIdUser: defineEndpoint({
    name: 'getReportByIdUser',
    method: 'POST',
    path: '/api/v1/getReportByIdUser/:id',
    access: ['admin', 'teacher', 'other'],
    summary: 'Estado de cuenta de una persona en un rango de fechas',
    params: z.object({ id }),
    body: dateRange,
    response: userStatementResponse,
  }),
  getReportTransbank: defineEndpoint({
    name: 'getReportTransbank',
    method: 'GET',
    path: '/api/v1/getReportTransbank',
    access: ['admin'],
    summary: 'Pagos con tarjeta: monto, comisión Transbank y abono neto por día y mes',
    query: transbankReportQuery,
    response: transbankReportResponse,
  }),
};
