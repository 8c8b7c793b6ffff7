import { z } from 'zod';
import { id, isoDate, listQuery, page, text, tickedIds, withData } from './common.ts';
import { defineEndpoint } from './define.ts';
export { paymentMethodLabel, paymentStateLabel } from './payments-labels.ts';

export const paymentState = z.enum([
  'creada',
  'autorizada',
  'rechazada',
  'anulada',
  'por_confirmar',
]);
export const paymentMethod = z.enum(['webpay', 'efectivo', 'transferencia', 'oneclick']);

export const paymentItem = z.object({
  chargeId: z.number().int(),
  description: z.string(),
  period: z.string().nullable(),
  academyId: z.number().int(),
  academyName: z.string(),
  studentName: z.string(),
  amount: z.number().int(),
});

export const payment = z.object({
  id: z.number().int(),
  buyOrder: z.string(),
  userId: z.number().int(),
  payerName: z.string(),
  payerRut: z.string().nullable(),
  method: paymentMethod,
  state: paymentState,
  amount: z.number().int(),
  authorizationCode: z.string().nullable(),
  cardLast4: z.string().nullable(),
  paymentTypeCode: z.string().nullable(),
  installmentsNumber: z.number().int().nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  annulledAt: z.string().nullable(),
  annulReason: z.string().nullable(),
  /**
   * The state as a person reads it: an 'anulada' payment is "Anulado" only when an administrator
   * reversed it; one the payer cancelled in Webpay (never charged) is "Cancelado por el pagador".
   */
  stateLabel: z.string(),
  /** Who annulled it (an administrator), null when it ended without one. */
  annulledByName: z.string().nullable(),
  document: z
    .object({ id: z.number().int(), type: z.number().int(), folio: z.number().int() })
    .nullable(),
  /** Approved but its boleta waits for folios (no CAF left): why, until a CAF is loaded. */
  documentWaiting: z.string().nullable().optional(),
  items: z.array(paymentItem),
});
export type Payment = z.infer<typeof payment>;

export const getPayments = defineEndpoint({
  name: 'getPayments',
  method: 'GET',
  path: '/api/v1/getPayments',
  access: ['admin', 'teacher', 'other'],
  summary: 'Pagos (admin: todos; profesor: de sus academias; alumno/apoderado: los suyos)',
  query: listQuery.extend({
    sort: z.enum(['createdAt', 'paidAt', 'amount', 'id']).optional(),
    state: paymentState.optional(),
    method: paymentMethod.optional(),
    academyId: id.optional(),
    /** The payer. */
    userId: id.optional(),
    /** Payments that paid at least one charge of this student (whoever paid). */
    studentId: id.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    ids: tickedIds(100),
  }),
  response: page(payment),
});

export const createNewPayments = defineEndpoint({
  name: 'createNewPayments',
  method: 'POST',
  path: '/api/v1/createNewPayments',
  access: ['admin'],
  summary:
    'Registra un pago manual (efectivo o transferencia) de cobros pendientes de una persona: los marca pagados y emite la boleta. El monto es la suma de los cobros',
  body: withData(
    z.object({
      userId: id,
      chargeIds: z
        .array(id, { error: 'debe ser una lista de cobros' })
        .min(1, 'elige al menos un cobro')
        .max(60, 'admite hasta 60 cobros por pago')
        .refine((ids) => new Set(ids).size === ids.length, 'tiene cobros repetidos'),
      method: z.enum(['efectivo', 'transferencia'], { error: 'debe ser efectivo o transferencia' }),
      reference: z.string().trim().max(120, 'admite hasta 120 caracteres').nullish(),
    }),
  ),
  response: payment,
});

/** The chosen charges (each paid by its own payment, with its own boleta) and how and when they were paid. */
export const bulkManualPaymentInput = z.object({
  /** A UUID made by the screen once per dialog: a retry or a double click never pays twice. */
  idempotencyKey: z.uuid({ error: 'debe ser un identificador único (UUID)' }),
  chargeIds: z
    .array(id, { error: 'debe ser una lista de cobros' })
    .min(1, 'elige al menos un cobro')
    .max(200, 'admite hasta 200 cobros a la vez')
    .refine((ids) => new Set(ids).size === ids.length, 'tiene cobros repetidos'),
  method: z.enum(['efectivo', 'transferencia'], { error: 'debe ser efectivo o transferencia' }),
  /** The day the money came in (AAAA-MM-DD): not in the future, not in a closed month. */
  paidOn: isoDate,
  reference: z.string().trim().max(120, 'admite hasta 120 caracteres').nullish(),
});
export type BulkManualPaymentInput = z.infer<typeof bulkManualPaymentInput>;

export const registerBulkManualPayments = defineEndpoint({
  name: 'payments/bulk-manual',
  method: 'POST',
  path: '/api/v1/payments/bulk-manual',
  access: ['admin'],
  summary:
    'Registra varios pagos manuales a la vez: un pago y una boleta por cobro, todos o ninguno. Repetir la llamada con la misma idempotencyKey responde lo ya registrado sin pagar dos veces',
  body: withData(bulkManualPaymentInput),
  response: z.object({
    count: z.number().int(),
    total: z.number().int(),
    paymentIds: z.array(z.number().int()),
    /** True when this key had already been registered: nothing new was written. */
    replayed: z.boolean(),
  }),
});

export const annulPayment = defineEndpoint({
  name: 'annulPayment',
  method: 'POST',
  path: '/api/v1/annulPayment',
  access: ['admin'],
  summary:
    'Anula un pago con un motivo: sus cobros vuelven a quedar pendientes y su boleta se marca anulada; nada se borra',
  body: z.object({ id, reason: text(300) }),
  response: payment,
});
