import { z } from 'zod';
import { id, isoDate, listQuery, ok, page } from './common.ts';
import { defineEndpoint } from './define.ts';

/** Autopay: a card on file with Webpay Oneclick Mall, charged on each charge's due date. */

export const autopayResult = z.enum(['aprobado', 'rechazado', 'en_curso']);
export { autopayResultLabel } from './autopay-labels.ts';

export const autopayWard = z.object({ id: z.number().int(), name: z.string() });

/** A payer's active card. The tbk_user Transbank gives never appears in any answer. */
export const autopayCard = z.object({
  id: z.number().int(),
  cardType: z.string().nullable(),
  cardLast4: z.string().nullable(),
  wards: z.array(autopayWard),
  activeFrom: isoDate,
  /** The next due date of an open covered charge on or after today (Santiago), if any. */
  nextChargeDate: isoDate.nullable(),
  lastResult: autopayResult.nullable(),
  lastResultAt: z.string().nullable(),
});
export type AutopayCard = z.infer<typeof autopayCard>;

export const autopayStatus = z.object({
  payerId: z.number().int(),
  payerName: z.string(),
  /** Whose charges the card may cover: the payer if a student, and a guardian's wards. */
  eligibleWards: z.array(autopayWard),
  card: autopayCard.nullable(),
});
export type AutopayStatus = z.infer<typeof autopayStatus>;

export const getAutopay = defineEndpoint({
  name: 'autopay/status',
  method: 'GET',
  path: '/api/v1/autopay/payers/:payerId',
  access: ['admin', 'other'],
  summary:
    'Pago automático de una persona: tarjeta inscrita (tipo y últimos 4 dígitos), alumnos cubiertos y próximo cobro',
  params: z.object({ payerId: id }),
  response: autopayStatus,
});

export const startAutopay = defineEndpoint({
  name: 'autopay/start',
  method: 'POST',
  path: '/api/v1/autopay/start',
  access: ['admin', 'other'],
  summary:
    'Inicia la inscripción de una tarjeta en Webpay Oneclick para pagar automáticamente los cobros de los alumnos elegidos; el navegador envía TBK_TOKEN a url',
  body: z.object({
    payerId: id,
    wardIds: z.array(id).min(1, 'elige al menos un alumno').max(20, 'admite hasta 20 alumnos'),
  }),
  response: z.object({ token: z.string(), url: z.string() }),
});

export const removeAutopay = defineEndpoint({
  name: 'autopay/remove',
  method: 'POST',
  path: '/api/v1/autopay/remove',
  access: ['admin', 'other'],
  summary: 'Elimina la tarjeta inscrita (también en Transbank): no se harán más cobros automáticos',
  body: z.object({ payerId: id }),
  response: ok,
});

export const autopayPayer = z.object({
  payerId: z.number().int(),
  payerName: z.string(),
  payerRut: z.string().nullable(),
  card: autopayCard,
});
export type AutopayPayer = z.infer<typeof autopayPayer>;

export const listAutopay = defineEndpoint({
  name: 'autopay/list',
  method: 'GET',
  path: '/api/v1/autopay',
  access: ['admin'],
  summary: 'Personas con pago automático activo: tarjeta, alumnos cubiertos y último resultado',
  query: listQuery.extend({ sort: z.enum(['payerName', 'activeFrom']).optional() }),
  response: page(autopayPayer),
});

export const runAutopay = defineEndpoint({
  name: 'autopay/run',
  method: 'POST',
  path: '/api/v1/autopay/run',
  access: ['admin'],
  summary:
    'Cobra ahora los cobros vencidos hoy de quienes tienen pago automático (idempotente): cuántos se cobraron, omitieron y fallaron',
  response: z.object({
    charged: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    reminded: z.number().int(),
    reconciled: z.number().int(),
  }),
});

export const retryAutopay = defineEndpoint({
  name: 'autopay/retry',
  method: 'POST',
  path: '/api/v1/autopay/payers/:payerId/retry',
  access: ['admin'],
  summary:
    'Reintenta ahora los cobros rechazados de una persona con pago automático (sin esperar el reintento programado); cuenta como un intento más',
  params: z.object({ payerId: id }),
  response: runAutopay.response,
});

export const setAutopayCommerceCode = defineEndpoint({
  name: 'autopay/commerceCode',
  method: 'PUT',
  path: '/api/v1/autopay/academies/:academyId/commerce-code',
  access: ['admin'],
  summary: 'Código de comercio hijo (Oneclick Mall) con que se cobran los cobros de una academia',
  params: z.object({ academyId: id }),
  body: z.object({
    commerceCode: z
      .string()
      .trim()
      .regex(/^\d{12}$/, 'debe tener 12 dígitos'),
  }),
  response: ok,
});
