import {
  type ExcelSheet,
  type ExportColumn,
  type ExportFormat,
  excelSheet,
  exportRows,
} from '@academias/shared/export';
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

const exportColumns = <Row>(columns: ReportColumn<Row>[]): ExportColumn<Row>[] =>
  columns.map((c) => ({
    header: c.header,
    type: exportType(c.kind),
    value: (row: Row) => c.value(row),
  }));

/** A further sheet of an Excel file, in a report's columns. */
export const reportSheet = <Row>(
  name: string,
  columns: ReportColumn<Row>[],
  rows: readonly Row[],
): ExcelSheet => excelSheet(name, rows, exportColumns(columns));

export const toExportTable = <Row>(
  fileName: string,
  sheetName: string,
  columns: ReportColumn<Row>[],
  rows: Row[],
  moreSheets: readonly ExcelSheet[] = [],
): ExportTable => ({
  save: (format) =>
    exportRows({
      format,
      rows,
      fileName,
      sheetName,
      moreSheets,
      columns: exportColumns(columns),
    }),
});
