import { cellOf, type ExportCell, type ExportColumn } from './export-columns.ts';

const formats: Record<NonNullable<ExportColumn<unknown>['type']>, string | undefined> = {
  text: undefined,
  number: '#,##0',
  clp: '"$"#,##0',
  date: 'dd-mm-yyyy',
};

/** One sheet of a workbook, its cells already read from the rows. */
export interface ExcelSheet {
  name: string;
  columns: readonly Omit<ExportColumn<never>, 'value'>[];
  cells: ExportCell[][];
}

/** A sheet of `rows` in `columns`. */
export const excelSheet = <Row>(
  name: string,
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
): ExcelSheet => ({
  name,
  columns: columns.map(({ value: _value, ...c }) => c),
  cells: rows.map((row) => columns.map((c) => cellOf(c, row))),
});

/**
 * An .xlsx workbook: one sheet of `rows`, then `more` (e.g. a statement's adjustments). exceljs
 * is about 250 KB gzip, so it is imported here, on demand, never in a page's first load.
 */
export const toExcel = async <Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  sheetName = 'Datos',
  more: readonly ExcelSheet[] = [],
): Promise<ArrayBuffer> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Academias';
  workbook.created = new Date();
  for (const s of [excelSheet(sheetName, rows, columns), ...more]) {
    // Excel limits sheet names to 31 characters without []:*?/\
    const sheet = workbook.addWorksheet(
      s.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Datos',
    );
    sheet.columns = s.columns.map((c, i) => ({
      header: c.header,
      key: `c${i}`,
      width: c.width ?? Math.min(50, Math.max(12, c.header.length + 2)),
      ...(formats[c.type ?? 'text'] ? { style: { numFmt: formats[c.type ?? 'text'] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const cells of s.cells) sheet.addRow(cells);
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};
