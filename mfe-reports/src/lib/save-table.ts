import type { ExportTable } from './export-rows.ts';

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * CSV with `;` (what Excel expects in Chile) and a BOM so accents open right.
 * TODO(shell): switch CSV and Excel to `@academias/shared/export` when it lands; until then the
 * Excel button also saves CSV, which Excel opens.
 */
export const tableToCsv = (table: ExportTable): string =>
  `\uFEFF${[table.headers, ...table.rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;

export const saveTable = async (table: ExportTable, _format: 'csv' | 'xlsx'): Promise<void> => {
  const blob = new Blob([tableToCsv(table)], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, `${table.fileName}.csv`);
};

export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
