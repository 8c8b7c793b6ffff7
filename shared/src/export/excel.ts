import { cellOf, type ExportColumn } from './export-columns.ts';

const formats: Record<NonNullable<ExportColumn<unknown>['type']>, string | undefined> = {
  text: undefined,
  number: '#,##0',
  clp: '"$"#,##0',
  date: 'dd-mm-yyyy',
};

/**
 * An .xlsx workbook with one sheet. exceljs is about 250 KB gzip, so it is imported here, on
 * demand, never in a page's first load.
 */
export const toExcel = async <Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  sheetName = 'Datos',
): Promise<ArrayBuffer> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Academias';
  workbook.created = new Date();
  // Excel limits sheet names to 31 characters without []:*?/\
  const sheet = workbook.addWorksheet(
    sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Datos',
  );
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? Math.min(50, Math.max(12, c.header.length + 2)),
    ...(formats[c.type ?? 'text'] ? { style: { numFmt: formats[c.type ?? 'text'] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c, i) => [`c${i}`, cellOf(c, row)])));
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};
