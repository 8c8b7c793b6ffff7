import { todayInChile } from '@academias/shared/format';

/** Period helpers for the pickers (months `yyyy-mm`, dates `yyyy-mm-dd`, in Chile). */

export const currentMonth = (): string => todayInChile().slice(0, 7);

export const addMonths = (month: string, delta: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

export const lastDayOf = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** This month so far: from the 1st to the last day of the month. */
export const monthDates = (month: string) => ({
  startDate: `${month}-01`,
  endDate: lastDayOf(month),
});
