import { z } from 'zod';
import { isValidRut, normalizeRut } from '../format/rut.ts';

/** Spanish messages name the field; the server maps zod issues to `{ message, field }`. */
export const errorBody = z.object({
  message: z.string(),
  field: z.string().optional(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const id = z.coerce
  .number({ error: 'debe ser un número' })
  .int('debe ser un número entero')
  .positive('debe ser un identificador válido');

/** Whole Chilean pesos: integers, never fractions. */
export const clp = z
  .number({ error: 'debe ser un monto en pesos' })
  .int('debe ser un monto entero en pesos, sin decimales')
  .min(0, 'no puede ser negativo')
  .max(999_999_999, 'es demasiado grande');
export const positiveClp = clp.refine((v) => v > 0, 'debe ser mayor que cero');

/** RUT accepted with or without dots; stored normalised as `12345678-9`. */
export const rut = z
  .string({ error: 'es obligatorio' })
  .trim()
  .max(12, 'es demasiado largo')
  .refine(isValidRut, 'no es un RUT válido (revisa el dígito verificador)')
  .transform(normalizeRut);

export const text = (max = 200) =>
  z.string({ error: 'es obligatorio' }).trim().min(1, 'es obligatorio').max(max, `admite hasta ${max} caracteres`);
export const optionalText = (max = 200) =>
  z.string().trim().max(max, `admite hasta ${max} caracteres`).nullish();

export const email = z.string().trim().toLowerCase().max(200, 'admite hasta 200 caracteres').email('no es un correo válido');

/** ISO date `yyyy-mm-dd`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha AAAA-MM-DD');
/** Billing period `yyyy-mm`. */
export const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'debe ser un período AAAA-MM');

/** Common list query: server-side paging, search and sort. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'admite hasta 100 filas por página').default(25),
  search: z.string().trim().max(100).optional(),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Keyset cursor from a previous page, for large lists. */
  cursor: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: z.string().nullable().optional(),
  });

export const ok = z.object({ ok: z.literal(true), message: z.string().optional() });
