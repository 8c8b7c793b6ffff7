import { toIsoDate } from './import-values.ts';

/** Text of one Excel cell value: dates as ISO, formulas by their result, rich text joined. */
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return toIsoDate(value);
  if (typeof value === 'object') {
    const v = value as {
      result?: unknown;
      richText?: { text: string }[];
      text?: unknown;
      hyperlink?: string;
    };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    return '';
  }
  return String(value).trim();
};

/**
 * The first worksheet of an .xlsx file as a grid of strings. exceljs is loaded only here, when a
 * user picks an Excel file, so it never weighs on the page's first load.
 */
export const readXlsx = async (data: ArrayBuffer): Promise<string[][]> => {
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[]; // 1-based: index 0 is always empty
    // Keep the sheet's row numbers: empty rows before this one become empty entries.
    while (rows.length < row.number - 1) rows.push([]);
    rows.push(
      Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1])),
    );
  });
  return rows;
};
