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

export const toCsv = <Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string => {
  const lines = [
    columns.map((c) => quote(c.header)).join(CSV_SEPARATOR),
    ...rows.map((row) => columns.map((c) => quote(textOf(cellOf(c, row)))).join(CSV_SEPARATOR)),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
};
