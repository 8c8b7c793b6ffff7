export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

const escape = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  // Quote when needed; a leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * CSV as Chilean Excel opens it: `;` separator (the decimal mark is a comma) and a BOM so
 * accents survive. Amounts go out as plain integers, so they stay numbers in the sheet.
 */
export const toCsv = <Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string =>
  '\uFEFF' +
  [
    columns.map((c) => escape(c.header)).join(';'),
    ...rows.map((r) => columns.map((c) => escape(c.value(r))).join(';')),
  ].join('\r\n');
