import type { AcademyFigures, FiguresTotals, MonthPoint } from '@academias/shared/contract/reports';
import { formatClp } from '@academias/shared/format';
import type { ReportColumn } from './report-columns.ts';

/** The columns of academy figures, shared by the academy tables, their exports and the detail. */
export const figureColumns = (
  first: ReportColumn<AcademyFigures>,
): ReportColumn<AcademyFigures>[] => [
  first,
  { header: 'Recaudación', kind: 'clp', value: (r) => r.revenue },
  // What the revenue holds (docs/money.md): Cuotas + Recargos + Ajustes = Recaudación.
  { header: 'Cuotas', kind: 'clp', value: (r) => r.dues },
  { header: 'Recargos por mora', kind: 'clp', value: (r) => r.lateFees },
  { header: 'Ajustes', kind: 'clp', value: (r) => r.adjustments },
  { header: 'Pagos', kind: 'count', value: (r) => r.payments },
  { header: 'Comisión Transbank', kind: 'clp', value: (r) => r.commission },
  { header: 'Gastos', kind: 'clp', value: (r) => r.expenses },
  { header: 'Costos fijos', kind: 'clp', value: (r) => r.fixedCosts },
  { header: 'Participación profesores', kind: 'clp', value: (r) => r.teacherShare },
  { header: 'Neto', kind: 'clp', value: (r) => r.net },
];

/** A totals object as a row of the same table. */
export const totalRow = (
  label: string,
  totals: Omit<AcademyFigures, 'academyId' | 'academyName' | 'month'>,
): AcademyFigures => ({
  academyId: null,
  academyName: label,
  month: null,
  ...totals,
});

/**
 * A month's net explained: every column that is subtracted is shown, so
 * Recaudación - Comisión - Profesores - Gastos - Costos fijos = Neto reads across the row, and
 * Cuotas + Recargos por mora + Ajustes = Recaudación.
 */
export const monthNetColumns: ReportColumn<MonthPoint>[] = [
  { header: 'Mes', kind: 'month', value: (r) => r.month },
  { header: 'Recaudación', kind: 'clp', value: (r) => r.revenue },
  { header: 'Cuotas', kind: 'clp', value: (r) => r.dues },
  { header: 'Recargos por mora', kind: 'clp', value: (r) => r.lateFees },
  { header: 'Ajustes', kind: 'clp', value: (r) => r.adjustments },
  { header: 'Comisión Transbank', kind: 'clp', value: (r) => r.commission },
  { header: 'Participación profesores', kind: 'clp', value: (r) => r.teacherShare },
  { header: 'Gastos', kind: 'clp', value: (r) => r.operatingExpenses },
  { header: 'Costos fijos', kind: 'clp', value: (r) => r.fixedCosts },
  { header: 'Neto', kind: 'clp', value: (r) => r.net },
];

/** An academy's monthly row as a point of the revenue chart and the month table. */
export const monthPointOf = (m: AcademyFigures): MonthPoint => ({
  month: m.month ?? '',
  revenue: m.revenue,
  dues: m.dues,
  lateFees: m.lateFees,
  adjustments: m.adjustments,
  expenses: m.expenses + m.fixedCosts,
  net: m.net,
  commission: m.commission,
  teacherShare: m.teacherShare,
  operatingExpenses: m.expenses,
  fixedCosts: m.fixedCosts,
});

/** "Recaudación $X − comisión $Y − …": how a net is reached, in words under the figure. */
export const netHelp = (
  t: Pick<FiguresTotals, 'revenue' | 'commission' | 'teacherShare' | 'expenses' | 'fixedCosts'>,
): string =>
  `Recaudación ${formatClp(t.revenue)} − comisión ${formatClp(t.commission)} − profesores ${formatClp(t.teacherShare)} − gastos ${formatClp(t.expenses)} − costos fijos ${formatClp(t.fixedCosts)}`;
