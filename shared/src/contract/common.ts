import { z } from 'zod';
import { isValidRut, normalizeRut } from '../domain/rut.ts';
import { defineEndpoint } from './define.ts';

// Spanish default messages for every check that does not carry its own (server and client).
z.config(z.locales.es());

/** Spanish messages name the field; the server maps zod issues to `{ message, field }`. */
export const errorBody = z.object({
  message: z.string(),
  field: z.string().optional(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Whole numbers arrive as JSON numbers or as the digits of a URL. Only plain digits are read as a
 * number: "1e3", "0x10", " ", true and [5] stay what they are and are refused by the number check.
 */
const digitsToNumber = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;

/** A whole number from JSON or from the text of a URL (query filters, path params, paging). */
export const wholeNumber = (schema: z.ZodNumber) => z.preprocess(digitsToNumber, schema);

export const id = wholeNumber(
  z
    .number({ error: 'debe ser un número' })
    .int('debe ser un número entero')
    .positive('debe ser un identificador válido'),
);

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
  z
    .string({ error: 'es obligatorio' })
    .trim()
    .min(1, 'es obligatorio')
    .max(max, `admite hasta ${max} caracteres`);
export const optionalText = (max = 200) =>
  z.string().trim().max(max, `admite hasta ${max} caracteres`).nullish();

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, 'admite hasta 200 caracteres')
  .email('no es un correo válido');

/**
 * Years the product deals in (birth dates to far-future plans). Postgres has no year 0 and the
 * driver cannot read years past 9999, so the contract keeps dates where both sides agree.
 */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/** True when `yyyy-mm-dd` names a day of the calendar: 2026-02-30, 2026-13-01 and 0000-00-00 do not. */
export const isRealDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};

/** ISO date `yyyy-mm-dd` that exists in the calendar. */
export const isoDate = z
  .string({ error: 'debe ser una fecha AAAA-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha AAAA-MM-DD')
  .refine(isRealDate, 'no es una fecha válida del calendario');
/** Billing period `yyyy-mm`. */
export const period = z
  .string({ error: 'debe ser un período AAAA-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'debe ser un período AAAA-MM')
  .refine((v) => isRealDate(`${v}-01`), 'no es un período válido');

/** Common list query: server-side paging, search and sort. */
export const listQuery = z.object({
  page: wholeNumber(
    z
      .number({ error: 'debe ser un número' })
      .int('debe ser un número entero')
      .min(1, 'debe ser 1 o más'),
  ).default(1),
  pageSize: wholeNumber(
    z
      .number({ error: 'debe ser un número' })
      .int('debe ser un número entero')
      .min(1, 'debe ser 1 o más')
      .max(100, 'admite hasta 100 filas por página'),
  ).default(25),
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

/** A list filter by id in the query string (`?academyId=3`). */
export const idFilter = id.optional();

/** Only these rows (ids separated by commas, at most `max`): the rows ticked in a list, for an export. */
export const tickedIds = (max: number) =>
  z
    .string()
    .regex(
      new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${max - 1}}$`),
      `debe ser una lista de hasta ${max} números separados por comas`,
    )
    .optional();

/** Percent 0-100 with at most `decimals` decimals (teacher share 2, Transbank commission 3). */
export const percent = (decimals = 2) =>
  z
    .number({ error: 'debe ser un porcentaje' })
    .min(0, 'no puede ser negativo')
    .max(100, 'no puede superar 100')
    .refine(
      (v) => Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals)) < 1e-6,
      `admite hasta ${decimals} decimales`,
    );

/** `{ data: {...} }`, the wrapper docs/spec.md uses for most writes. */
export const withData = <T extends z.ZodType>(data: T) => z.object({ data });
export const byIdData = withData(z.object({ id }));

interface Call {
  readonly name: string;
  readonly summary: string;
}

/**
 * An admin's create and edit calls of one record: POST `/api/v1/<name>` with `{ data: fields }`,
 * the edit's with the record's `id` too; both answer the record.
 */
export const createAndEdit = <F extends z.ZodRawShape, R extends z.ZodType>(
  fields: F,
  response: R,
  create: Call,
  edit: Call,
) => {
  const post = <B extends z.ZodType>(call: Call, body: B) =>
    defineEndpoint({
      ...call,
      method: 'POST',
      path: `/api/v1/${call.name}`,
      access: ['admin'],
      body: withData(body),
      response,
    });
  return { create: post(create, z.object(fields)), edit: post(edit, z.object({ id, ...fields })) };
};

/** Optional short texts that become null when left empty. */
export const optionalEmail = z
  .union([email, z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));
export const optionalRut = z
  .union([rut, z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));
