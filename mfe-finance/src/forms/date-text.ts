import { z } from 'zod';
import { periodProblem } from './period.ts';

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
    .superRefine((value, ctx) => {
      const problem = periodProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
