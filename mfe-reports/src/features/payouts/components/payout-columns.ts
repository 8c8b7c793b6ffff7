import type {
  PayoutAdjustment,
  PayoutLine,
  TeacherPayout,
} from '@academias/shared/contract/payouts';
import { formatDateTime } from '@academias/shared/format';
import { type ExportTable, reportSheet, toExportTable } from '../../../lib/export-rows.ts';
import type { ReportColumn } from '../../../lib/report-columns.ts';
import { payoutTexts } from './payouts-texts.ts';

/** A line of the statement, or its total row (academy "Total", no percent). */
export type PayoutRow = Omit<PayoutLine, 'academyId' | 'percent'> & {
  academyId: number | null;
  percent: number | null;
};

/** The same columns drive the screen table and the Excel file. */
export const lineColumns: ReportColumn<PayoutRow>[] = [
  { header: 'Academia', kind: 'text', value: (r) => r.academyName },
  { header: 'Pagos', kind: 'count', value: (r) => r.payments },
  { header: 'Recaudación', kind: 'clp', value: (r) => r.revenue },
  { header: 'Porcentaje', kind: 'percent', value: (r) => r.percent },
  { header: 'Monto', kind: 'clp', value: (r) => r.amount },
];

export const totalOf = (lines: readonly PayoutLine[], total: number): PayoutRow => ({
  academyId: null,
  academyName: 'Total',
  payments: lines.reduce((s, l) => s + l.payments, 0),
  revenue: lines.reduce((s, l) => s + l.revenue, 0),
  percent: null,
  amount: total,
});

export const adjustmentColumns: ReportColumn<PayoutAdjustment>[] = [
  { header: 'Fecha', kind: 'text', value: (a) => formatDateTime(a.createdAt) },
  { header: 'Academia', kind: 'text', value: (a) => a.academyName },
  { header: 'Cobro', kind: 'text', value: (a) => `${a.studentName}: ${a.description}` },
  { header: 'Tipo', kind: 'text', value: (a) => payoutTexts.adjustmentKind[a.kind] },
  { header: 'Antes', kind: 'clp', value: (a) => a.amountBefore },
  { header: 'Después', kind: 'clp', value: (a) => a.amountAfter },
  { header: 'Motivo', kind: 'text', value: (a) => a.reason },
  { header: 'Registrado por', kind: 'text', value: (a) => a.createdByName ?? '' },
];

/** The file's columns: who and which month on every row, so a sheet stands on its own. */
export const exportColumns = (
  teacherName: string,
  rut: string | null,
  month: string,
): ReportColumn<PayoutRow>[] => [
  { header: 'Profesor', kind: 'text', value: () => teacherName },
  { header: 'RUT', kind: 'text', value: () => rut ?? '' },
  { header: 'Mes', kind: 'text', value: () => month },
  ...lineColumns,
];

/** The statement's file: its lines and total, and in Excel a second sheet with the adjustments. */
export const payoutExportTable = (data: TeacherPayout, fileName: string): ExportTable =>
  toExportTable(
    fileName,
    'Liquidación',
    exportColumns(data.teacherName, data.rut, data.month),
    [...data.lines, totalOf(data.lines, data.total)],
    [reportSheet(payoutTexts.adjustmentsSheet, adjustmentColumns, data.adjustments)],
  );
