export { cellOf, type ExportCell, type ExportColumn } from './export-columns.ts';
export { csvHeader, csvLine, toCsv, CSV_SEPARATOR } from './csv.ts';
export { excelSheet, type ExcelSheet, toExcel } from './excel.ts';
export { downloadBlob, exportFileName, exportRows, type ExportFormat } from './export-rows.ts';
export { ExportError, isExportError } from './export-error.ts';
export {
  EXPORT_PAGE_SIZE,
  EXPORT_ROW_LIMIT,
  fetchAllPages,
  fetchByIds,
  tooManyRowsMessage,
  type ExportPage,
  type ExportPageRequest,
} from './fetch-all-pages.ts';
