export { cellOf, type ExportCell, type ExportColumn } from './export-columns.ts';
export { toCsv, CSV_SEPARATOR } from './csv.ts';
export { toExcel } from './excel.ts';
export { downloadBlob, exportFileName, exportRows, type ExportFormat } from './export-rows.ts';
