/**
 * Chilean domain rules shared by the server and the front ends: pure TypeScript (no React, no
 * Chakra), so the server may import it (docs/conventions.md).
 */
export { cleanRut, formatRut, isValidRut, normalizeRut, rutCheckDigit } from './rut.ts';
export { formatClp, parseClp } from './clp.ts';
export { formatCount } from './count.ts';
export {
  formatDate,
  formatDateTime,
  formatPeriod,
  monthNames,
  todayInChile,
} from './chile-dates.ts';
export { formatPhone, isValidPhone, normalizePhone } from './phone.ts';
export { plural, pluralWord } from './plural.ts';
