import { cellOf, type ExportColumn } from './export-columns.ts';

/**
 * `;` separates fields: Excel in es-CL uses the comma as decimal mark and `;` as list separator,
 * so a CSV opened with a double click lands in columns. The BOM makes it read UTF-8 (ñ, tildes).
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** Cells starting like a formula are prefixed, so a crafted name cannot run in a spreadsheet. */
const neutraliseFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const pad = (n: number) => String(n).padStart(2, '0');

const textOf = (value: ReturnType<typeof cellOf>): string => {
  if (value === null) return '';
  if (value instanceof Date)
    return `${pad(value.getUTCDate())}-${pad(value.getUTCMonth() + 1)}-${value.getUTCFullYear()}`;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return String(value);
  return neutraliseFormula(value);
};

const quote = (text: string): string =>
  /[";\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;

/** The first line of a CSV: the BOM and the headers (the server streams the rows after it). */
export const csvHeader = <Row>(columns: readonly ExportColumn<Row>[]): string =>
  `${BOM}${columns.map((c) => quote(c.header)).join(CSV_SEPARATOR)}\r\n`;

/** One row as a CSV line, formula-looking cells neutralised. */
export const csvLine = <Row>(row: Row, columns: readonly ExportColumn<Row>[]): string =>
  `${columns.map((c) => quote(textOf(cellOf(c, row)))).join(CSV_SEPARATOR)}\r\n`;

export const toCsv = <Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string =>
  csvHeader(columns) + rows.map((row) => csvLine(row, columns)).join('');
