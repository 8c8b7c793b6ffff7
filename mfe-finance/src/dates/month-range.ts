/** First and last calendar day of a period `yyyy-mm`, for from/to filters. */
export const monthRange = (period: string): { from: string; to: string } => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
};

/** `2026-11-22` -> `2026-11`. */
export const periodOf = (isoDate: string): string => isoDate.slice(0, 7);
