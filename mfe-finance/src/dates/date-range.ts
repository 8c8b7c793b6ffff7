const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A `yyyy-mm-dd` from the URL, or '' for anything else (a hand-edited link). */
export const isoDateOrEmpty = (value: string): string => (isoDate.test(value) ? value : '');

/**
 * The Spanish error of a from/to date filter, or null when the range can be sent. Both ends are
 * inclusive, so the same day twice is a valid one-day range.
 */
export const rangeError = (
  from: string,
  to: string,
  fromLabel: string,
  toLabel: string,
): string | null => {
  if (from && !isoDate.test(from)) return `Ingresa una fecha válida en «${fromLabel}».`;
  if (to && !isoDate.test(to)) return `Ingresa una fecha válida en «${toLabel}».`;
  if (from && to && from > to) return `«${toLabel}» no puede ser anterior a «${fromLabel}».`;
  return null;
};

/**
 * A "Desde / Hasta" filter read from the URL: the inputs' values, the Spanish error of a reversed
 * range, and the `{ from, to }` query to send (nothing while the range is wrong).
 */
export const dateRangeFilter = (fromParam: string, toParam: string) => {
  const from = isoDateOrEmpty(fromParam);
  const to = isoDateOrEmpty(toParam);
  const error = rangeError(from, to, 'Desde', 'Hasta');
  const query = error ? {} : { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return { from, to, error, query };
};
