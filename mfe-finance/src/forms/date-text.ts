import { z } from 'zod';

/** A real calendar day `yyyy-mm-dd` (what `<input type="date">` gives), not 2026-02-30. */
export const isRealDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

export const dateText = (required = 'Ingresa una fecha') =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine(isRealDate, 'Ingresa una fecha válida')
    .refine((v) => v >= '2000-01-01' && v <= '2100-12-31', 'La fecha está fuera de rango');

/** A billing period `yyyy-mm` (what `<input type="month">` gives). */
export const periodText = () =>
  z
    .string()
    .trim()
    .min(1, 'Ingresa un período')
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Ingresa un período válido (mes y año)');
