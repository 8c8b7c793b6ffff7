import { formatRut, isValidRut } from '@academias/shared/format';

/** A RUT has at most 8 body digits plus the check digit. */
const MAX_RUT_CHARS = 9;

/**
 * What the RUT field shows while the payer types: only digits and one K (as the last character,
 * the only place a check digit can be), no leading zeros, at most 9 characters, formatted as
 * `12.345.678-5` at every keystroke.
 */
export const formatRutAsTyped = (raw: string): string => {
  const cleaned = raw
    .replace(/[^0-9kK]/g, '')
    .toUpperCase()
    .replace(/K(?=.)/g, '')
    .replace(/^0+/, '')
    .slice(0, MAX_RUT_CHARS);
  return formatRut(cleaned);
};

/** Spanish reason why the typed RUT cannot be searched, or null when it can. */
export const rutProblem = (value: string): string | null => {
  const chars = value.replace(/[^0-9kK]/g, '');
  if (chars.length === 0) return 'Ingresa el RUT del alumno o apoderado.';
  if (chars.length < 7)
    return 'El RUT está incompleto: escribe el número completo con su dígito verificador.';
  if (!isValidRut(value)) return 'El RUT no es válido: revisa el dígito verificador.';
  return null;
};
