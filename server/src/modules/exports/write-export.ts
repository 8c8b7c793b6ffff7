import { cellOf, csvHeader, csvLine, type ExportColumn } from '@academias/shared/export/lists';
import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';

// oxlint-disable-next-line typescript/no-explicit-any
type Columns = readonly ExportColumn<any>[];

/** CSV as it is produced: the header, then each page's lines; nothing waits for the whole list. */
export const csvStream = (columns: Columns, pages: AsyncIterable<unknown[]>): Readable =>
  Readable.from(
    (async function* () {
      yield csvHeader(columns);
      for await (const rows of pages) yield rows.map((row) => csvLine(row, columns)).join('');
    })(),
  );

const numFmt: Record<NonNullable<ExportColumn<unknown>['type']>, string | undefined> = {
  text: undefined,
  number: '#,##0',
  clp: '"$"#,##0',
  date: 'dd-mm-yyyy',
};

/** Text cells that look like a formula get a leading quote, as in the CSV. */
const safe = (value: ReturnType<typeof cellOf>) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/**
 * An .xlsx written row by row (exceljs' streaming writer): each row is committed and leaves
 * memory; the zip goes out as it is built.
 */
export const xlsxStream = (
  columns: Columns,
  pages: AsyncIterable<unknown[]>,
  sheetName: string,
): Readable => {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Academias';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? Math.min(50, Math.max(12, c.header.length + 2)),
    ...(numFmt[c.type ?? 'text'] ? { style: { numFmt: numFmt[c.type ?? 'text'] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const rows of pages) {
        for (const row of rows) {
          sheet
            .addRow(Object.fromEntries(columns.map((c, i) => [`c${i}`, safe(cellOf(c, row))])))
            .commit();
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
};
