/**
 * Display helpers of the front ends. The rules behind them (RUT, CLP, Chilean dates, plurals)
 * live in the pure `@academias/shared/domain`, which the server imports too.
 */
export {
  formatClp,
  formatCount,
  formatDate,
  formatDateTime,
  formatPeriod,
  formatPhone,
  formatRut,
  isValidRut,
  monthNames,
  normalizeRut,
  parseClp,
  plural,
  pluralWord,
  rutCheckDigit,
  todayInChile,
} from '../domain/index.ts';
