import { z } from 'zod';

/** A `<select>` holding an id as text: '' means "not chosen". */
export const idText = (required: string) =>
  z
    .string()
    .min(1, required)
    .transform((v) => Number(v))
    .refine((v) => Number.isInteger(v) && v > 0, required);

export const optionalIdText = () =>
  z
    .string()
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((v) => v === null || (Number.isInteger(v) && v > 0), 'Elige una opción válida');
