/** A date as `yyyy-mm-dd` by its calendar day (Excel dates arrive as UTC midnight). */
export const toIsoDate = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Dates as people type them in Chile (`dd-mm-yyyy`, `dd/mm/yyyy`) or as ISO, to `yyyy-mm-dd`;
 * null when the text is not a real calendar date.
 */
export const parseImportDate = (text: string): string | null => {
  const value = text.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const local = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) [d, m, y] = [Number(local[1]), Number(local[2]), Number(local[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return toIsoDate(date);
};
