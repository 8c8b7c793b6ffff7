import Papa from 'papaparse';

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

const download = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** The rows on screen as a CSV that Excel in Spanish opens correctly (`;` and a UTF-8 BOM). */
export const toCsv = <T>(columns: ExportColumn<T>[], rows: T[]): string =>
  '\uFEFF' +
  Papa.unparse(
    { fields: columns.map((c) => c.header), data: rows.map((r) => columns.map((c) => c.value(r))) },
    { delimiter: ';', newline: '\r\n' },
  );

export const exportCsv = <T>(fileName: string, columns: ExportColumn<T>[], rows: T[]) =>
  download(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);

/** exceljs is loaded only when the user asks for an Excel file. */
export const exportXlsx = async <T>(
  fileName: string,
  sheetName: string,
  columns: ExportColumn<T>[],
  rows: T[],
) => {
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: Math.max(12, c.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  const buffer = await workbook.xlsx.writeBuffer();
  download(
    new Blob([buffer], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    `${fileName}.xlsx`,
  );
};
