import { z } from 'zod';
import { clp, id, isoDate, text, withData } from './common.ts';
import { defineEndpoint } from './define.ts';
export { discountCategoryLabel } from './discounts-labels.ts';

/** Discounts and scholarships of one enrolment (docs/money.md). */
export const discountKind = z.enum(['porcentaje', 'monto'], {
  error: "debe ser 'porcentaje' o 'monto'",
});
export type DiscountKind = z.infer<typeof discountKind>;
export const discountCategory = z.enum(['beca', 'hermanos', 'convenio', 'otro'], {
  error: "debe ser 'beca', 'hermanos', 'convenio' u 'otro'",
});
export type DiscountCategory = z.infer<typeof discountCategory>;

export const discount = z.object({
  id: z.number().int(),
  enrolmentId: z.number().int(),
  kind: discountKind,
  value: z.number().int(),
  category: discountCategory,
  reason: z.string(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  endedByName: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Discount = z.infer<typeof discount>;

export const getEnrolmentDiscounts = defineEndpoint({
  name: 'getEnrolmentDiscounts',
  method: 'POST',
  path: '/api/v1/getEnrolmentDiscounts',
  access: ['admin'],
  summary: 'Descuentos y becas de una inscripción (historial completo, el más reciente primero)',
  body: z.object({ enrolmentId: id }),
  response: z.object({
    enrolmentId: z.number().int(),
    studentName: z.string(),
    planName: z.string(),
    listPrice: z.number().int(),
    items: z.array(discount),
  }),
});

export const saveEnrolmentDiscount = defineEndpoint({
  name: 'saveEnrolmentDiscount',
  method: 'POST',
  path: '/api/v1/saveEnrolmentDiscount',
  access: ['admin'],
  summary:
    'Agrega un descuento o beca a una inscripción desde una fecha (porcentaje 1-100 o monto en pesos hasta el precio del plan). Rige para los cobros que se generen desde ese mes; con applyToOpenCharges también ajusta los cobros ya generados y no pagados de meses abiertos desde esa fecha',
  body: withData(
    z.object({
      enrolmentId: id,
      kind: discountKind,
      value: clp.refine((v) => v > 0, 'debe ser mayor que cero'),
      category: discountCategory,
      reason: text(200),
      validFrom: isoDate,
      validUntil: isoDate.nullish(),
      applyToOpenCharges: z.boolean().default(false),
    }),
  ),
  response: z.object({ discount, adjustedCharges: z.number().int() }),
});

export const endEnrolmentDiscount = defineEndpoint({
  name: 'endEnrolmentDiscount',
  method: 'POST',
  path: '/api/v1/endEnrolmentDiscount',
  access: ['admin'],
  summary:
    'Termina un descuento: deja de regir después del mes de `validUntil`. Nada se borra; los cobros ya generados no cambian',
  body: withData(z.object({ id, validUntil: isoDate })),
  response: discount,
});
