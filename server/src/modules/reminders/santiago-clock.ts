/** Reminders count days and hours as academies in Chile live them, whatever the server's zone. */
const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

export interface SantiagoDay {
  /** yyyy-mm-dd in America/Santiago. */
  day: string;
  /** 0-23 in America/Santiago. */
  hour: number;
}

export const santiagoDay = (now: Date): SantiagoDay => {
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
};
