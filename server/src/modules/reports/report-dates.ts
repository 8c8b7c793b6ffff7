/** Reports count days and months as people in Chile see them, whatever the server's zone. */
export const reportTimeZone = 'America/Santiago';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: reportTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date `yyyy-mm-dd` in Chile. */
export const localToday = (now: Date = new Date()): string => dayFormat.format(now);

/** `yyyy-mm` of a date `yyyy-mm-dd`. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** Adds whole months to a period `yyyy-mm`. */
export const addMonths = (month: string, delta: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** Every period from `from` to `to`, both included. */
export const monthsInRange = (from: string, to: string): string[] => {
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  return months;
};

export const firstDay = (month: string): string => `${month}-01`;

/** Last day `yyyy-mm-dd` of a period. */
export const lastDay = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
};

/** The day after a date `yyyy-mm-dd` (exclusive range ends). */
export const nextDay = (date: string): string => {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
};
