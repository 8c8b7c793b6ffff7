/** Dates shown as dd-mm-yyyy, in Chile's time zone. */
const TZ = 'America/Santiago';

// Built once each, on first use: a formatter with a time zone costs far more to build than to
// use, and a list formats a date in every row (docs/performance.md, session 14).
const DAY = { timeZone: TZ, day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const formatters: { date?: Intl.DateTimeFormat; dateTime?: Intl.DateTimeFormat } = {};
const formatterOf = (withTime: boolean) =>
  withTime
    ? (formatters.dateTime ??= new Intl.DateTimeFormat('es-CL', {
        ...DAY,
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }))
    : (formatters.date ??= new Intl.DateTimeFormat('es-CL', DAY));

const parts = (value: Date, withTime: boolean) => formatterOf(withTime).formatToParts(value);

const pick = (p: Intl.DateTimeFormatPart[], type: string) =>
  p.find((x) => x.type === type)?.value ?? '';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const toDate = (value: Date | string): Date =>
  typeof value === 'string' && CALENDAR_DATE.test(value)
    ? new Date(`${value}T12:00:00Z`) // a calendar date: noon UTC stays on the same day in Chile
    : new Date(value);

export const formatDate = (value: Date | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  // A calendar date is the same day wherever it is read: written as it comes, with no formatter
  // (a page's first one costs tens of ms of a phone's main thread, docs/performance.md session 20).
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const [year, month, day] = value.split('-');
    return `${day}-${month}-${year}`;
  }
  const p = parts(toDate(value), false);
  return `${pick(p, 'day')}-${pick(p, 'month')}-${pick(p, 'year')}`;
};

export const formatDateTime = (value: Date | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const p = parts(toDate(value), true);
  return `${pick(p, 'day')}-${pick(p, 'month')}-${pick(p, 'year')} ${pick(p, 'hour')}:${pick(p, 'minute')}`;
};

/** Spanish month names, January first (period labels, MonthInput). */
export const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** `2026-03` -> `marzo 2026`. */
export const formatPeriod = (period: string): string => {
  const [year, month] = period.split('-');
  const name = monthNames[Number(month) - 1];
  return name ? `${name} ${year}` : period;
};

/** Today's calendar date in Chile as `yyyy-mm-dd`. */
export const todayInChile = (now: Date = new Date()): string => {
  const p = parts(now, false);
  return `${pick(p, 'year')}-${pick(p, 'month')}-${pick(p, 'day')}`;
};
