import { type ExportColumn, type ExportFormat, exportRows } from '@academias/shared/export';
import type { ReportColumn } from './report-columns.ts';

/**
 * A report table ready to save as CSV or Excel through `@academias/shared/export`: money and
 * counts stay numbers (whole CLP), so a spreadsheet can add them up.
 */
export interface ExportTable {
  save: (format: ExportFormat) => Promise<void>;
}

const exportType = (kind: ReportColumn<unknown>['kind']): ExportColumn<unknown>['type'] =>
  kind === 'clp'
    ? 'clp'
    : kind === 'count' || kind === 'percent'
      ? 'number'
      : kind === 'date'
        ? 'date'
        : 'text';

export const toExportTable = <Row>(
  fileName: string,
  sheetName: string,
  columns: ReportColumn<Row>[],
  rows: Row[],
): ExportTable => ({
  save: (format) =>
    exportRows({
      format,
      rows,
      fileName,
      sheetName,
      columns: columns.map((c) => ({
        header: c.header,
        type: exportType(c.kind),
        value: (row: Row) => c.value(row),
      })),
    }),
});
