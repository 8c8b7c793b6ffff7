import type { AcademyFigures } from '@academias/shared/contract/reports';
import type { ReportColumn } from './report-columns.ts';

/** The columns of academy figures, shared by the academy tables, their exports and the detail. */
export const figureColumns = (first: ReportColumn<AcademyFigures>): ReportColumn<AcademyFigures>[] => [
  first,
  { header: 'Recaudación', kind: 'clp', value: (r) => r.revenue },
  { header: 'Pagos', kind: 'count', value: (r) => r.payments },
  { header: 'Comisión Transbank', kind: 'clp', value: (r) => r.commission },
  { header: 'Gastos', kind: 'clp', value: (r) => r.expenses },
  { header: 'Costos fijos', kind: 'clp', value: (r) => r.fixedCosts },
  { header: 'Participación profesores', kind: 'clp', value: (r) => r.teacherShare },
  { header: 'Neto', kind: 'clp', value: (r) => r.net },
];

/** A totals object as a row of the same table. */
export const totalRow = (label: string, totals: Omit<AcademyFigures, 'academyId' | 'academyName' | 'month'>): AcademyFigures => ({
  academyId: null,
  academyName: label,
  month: null,
  ...totals,
});
