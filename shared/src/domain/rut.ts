/** Chilean RUT helpers: check digit (módulo 11), normalising and display format. */

/** Only the digits and the check digit, upper case: `12.345.678-k` -> `12345678K`. */
export const cleanRut = (value: string): string => value.replace(/[^0-9kK]/g, '').toUpperCase();

/** Check digit for the numeric body of a RUT ("0"-"9" or "K"). */
export const rutCheckDigit = (body: string | number): string => {
  let sum = 0;
  let factor = 2;
  const digits = String(body);
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
};

export const isValidRut = (value: string): boolean => {
  if (typeof value !== 'string') return false;
  if (!/^[0-9.\s]+-?[0-9kK]$/.test(value.trim())) return false;
  const raw = cleanRut(value);
  if (raw.length < 2 || raw.length > 9) return false;
  const body = raw.slice(0, -1);
  const dv = raw.slice(-1);
  if (!/^\d+$/.test(body) || Number(body) < 1_000_000 / 10) return false;
  return rutCheckDigit(body) === dv;
};

/** `12.345.678-k` -> `12345678-K` (the stored form). Assumes a valid RUT. */
export const normalizeRut = (value: string): string => {
  const raw = cleanRut(value);
  return `${Number(raw.slice(0, -1))}-${raw.slice(-1)}`;
};

/** `12345678K` -> `12.345.678-K`; also formats partial input while the user types. */
export const formatRut = (value: string): string => {
  const raw = cleanRut(value);
  if (raw.length <= 1) return raw;
  const body = raw.slice(0, -1).replace(/^0+/, '');
  const dv = raw.slice(-1);
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
};
