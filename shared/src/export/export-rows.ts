import { toCsv } from './csv.ts';
import type { ExportColumn } from './export-columns.ts';
import { type ExcelSheet, toExcel } from './excel.ts';
import { exportFileName, type ExportFormat } from './file-name.ts';

export { exportFileName, type ExportFormat };

const mime: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Saves a Blob with a file name through a temporary link (works in every browser we support). */
export const downloadBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const exportRows = async <Row>(options: {
  format: ExportFormat;
  rows: readonly Row[];
  columns: readonly ExportColumn<Row>[];
  /** File name without extension; the date is added unless `dated` is false. */
  fileName: string;
  dated?: boolean | undefined;
  sheetName?: string | undefined;
  /** Further sheets of an Excel file (a CSV holds the rows only). */
  moreSheets?: readonly ExcelSheet[] | undefined;
}): Promise<void> => {
  const { format, rows, columns, fileName, dated = true } = options;
  const content =
    format === 'csv'
      ? toCsv(rows, columns)
      : await toExcel(rows, columns, options.sheetName ?? fileName, options.moreSheets);
  const name = dated ? exportFileName(fileName, format) : `${fileName}.${format}`;
  downloadBlob(new Blob([content], { type: mime[format] }), name);
};
