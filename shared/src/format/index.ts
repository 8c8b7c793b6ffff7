export { formatRut, isValidRut, normalizeRut, rutCheckDigit } from './rut.ts';
export { formatClp, parseClp } from './clp.ts';
export { formatDate, formatDateTime, formatPeriod, monthNames, todayInChile } from './date.ts';
export { plural, pluralWord } from './plural.ts';
