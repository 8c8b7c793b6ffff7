import type { ReportColumn } from './report-columns.ts';

/**
 * A report table as plain rows for CSV/Excel: money and counts stay numbers (whole CLP), so a
 * spreadsheet can add them up; dates and months stay ISO text.
 */
export interface ExportTable {
  fileName: string;
  sheetName: string;
  headers: string[];
  rows: (string | number)[][];
}

export const toExportTable = <Row>(
  fileName: string,
  sheetName: string,
  columns: ReportColumn<Row>[],
  rows: Row[],
): ExportTable => ({
  fileName,
  sheetName,
  headers: columns.map((c) => c.header),
  rows: rows.map((row) => columns.map((c) => c.value(row) ?? '')),
});
