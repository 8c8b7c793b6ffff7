import { z } from 'zod';
import { clp, id, rut } from './common.ts';
import { defineEndpoint } from './define.ts';

const everyone = ['anonymous', 'admin', 'teacher', 'other'] as const;

/** A pending charge as the public portal shows it: only what a payer needs. */
export const portalCharge = z.object({
  id: z.number().int(),
  description: z.string(),
  period: z.string(),
  dueDate: z.string(),
  amount: z.number().int(),
  overdue: z.boolean(),
  /** Held by a card payment in progress (another tab or payer); it cannot be selected now. */
  reserved: z.boolean(),
  /** Whole minutes the hold still lasts (0: it is freed on the next attempt); null when not held. */
  reservedMinutes: z.number().int().nullable(),
  /** Held by a payment this same payer started (same search, pay link or login): they may resume or release it. */
  heldByYou: z.boolean(),
});
export type PortalCharge = z.infer<typeof portalCharge>;

/** A person whose charges can be paid: first name and initial only, never contact data. */
export const portalPerson = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  charges: z.array(portalCharge),
});
export type PortalPerson = z.infer<typeof portalPerson>;

export const getUserByRut = defineEndpoint({
  name: 'getUserByRut',
  method: 'POST',
  path: '/api/v1/getUserByRut',
  access: everyone,
  summary:
    'Busca a una persona por RUT para pagar: su nombre de pila e inicial y los cobros pendientes suyos o de sus pupilos (limitado por IP)',
  body: z.object({
    rut,
    /** The token of this tab's previous search of the same RUT, so its payments in progress stay its own. */
    lookupToken: z.string().max(2000, 'no es válido').optional(),
  }),
  response: z.object({
    /** The person of the RUT. */
    payer: z.object({ userId: z.number().int(), displayName: z.string() }),
    /** Whose charges can be paid: the person (if they have charges) and, for a guardian, each ward. */
    people: z.array(portalPerson),
    /** Short-lived proof of this lookup; `webpay/create` requires it. */
    lookupToken: z.string(),
  }),
});

/** Where the browser must come back to: an absolute URL on the app's own origin. */
const returnUrl = z
  .string({ error: 'es obligatorio' })
  .trim()
  .max(200, 'admite hasta 200 caracteres')
  .url('debe ser una URL válida');

export const webpayCreate = defineEndpoint({
  name: 'webpay/create',
  method: 'POST',
  path: '/api/v1/webpay/create',
  access: everyone,
  summary:
    'Crea el pago con tarjeta de los cobros elegidos: el monto lo calcula el servidor y los cobros quedan reservados mientras dure la transacción',
  body: z.object({
    /** Kept for compatibility with the original front end; the server assigns the buy order. */
    orderId: z.union([z.string().max(26, 'admite hasta 26 caracteres'), z.number()]).optional(),
    userId: id,
    /** From the RUT lookup (or pay link) that showed these charges: only those people can be paid for. */
    lookupToken: z
      .string({ error: 'es obligatorio: busca de nuevo por RUT' })
      .min(1, 'es obligatorio: busca de nuevo por RUT')
      .max(2000, 'no es válido'),
    sessionId: z.string().trim().max(61, 'admite hasta 61 caracteres').optional(),
    /** What the payer saw; ignored when it differs from the sum of the charges. */
    totalAcum: z.number().optional(),
    returnUrl,
    selectedPayments: z
      .array(id, { error: 'debe ser una lista de cobros' })
      .min(1, 'elige al menos un cobro')
      .max(60, 'admite hasta 60 cobros por pago')
      .refine((ids) => new Set(ids).size === ids.length, 'tiene cobros repetidos'),
  }),
  response: z.object({
    token: z.string(),
    url: z.string(),
    buyOrder: z.string(),
    amount: clp,
  }),
});

export const webpayRelease = defineEndpoint({
  name: 'webpay/release',
  method: 'POST',
  path: '/api/v1/webpay/release',
  access: everyone,
  summary:
    'Libera un cobro reservado por un pago con tarjeta que inició el mismo pagador (misma búsqueda, enlace de pago o sesión): el pago queda anulado y el cobro se puede pagar de nuevo',
  body: z.object({
    lookupToken: z
      .string({ error: 'es obligatorio: busca de nuevo por RUT' })
      .min(1, 'es obligatorio: busca de nuevo por RUT')
      .max(2000, 'no es válido'),
    chargeId: id,
  }),
  response: z.object({ ok: z.literal(true), message: z.string() }),
});

export const commitOutcome = z.enum([
  'aprobado',
  'rechazado',
  'anulado',
  'tiempo_agotado',
  'por_confirmar',
]);
export type CommitOutcome = z.infer<typeof commitOutcome>;

export const paidItem = z.object({
  chargeId: z.number().int(),
  description: z.string(),
  period: z.string().nullable(),
  amount: z.number().int(),
});

export const commitResult = z.object({
  outcome: commitOutcome,
  /** Spanish text for the result page. */
  message: z.string(),
  buyOrder: z.string().nullable(),
  amount: z.number().int().nullable(),
  commerceName: z.string(),
  authorizationCode: z.string().nullable(),
  transactionDate: z.string().nullable(),
  /** VD, VN, VC, SI, S2, NC, VP and its Spanish name. */
  paymentTypeCode: z.string().nullable(),
  paymentType: z.string().nullable(),
  installmentsNumber: z.number().int().nullable(),
  cardLast4: z.string().nullable(),
  items: z.array(paidItem),
  document: z
    .object({
      id: z.number().int(),
      type: z.number().int(),
      folio: z.number().int(),
      pdfUrl: z.string(),
    })
    .nullable(),
});
export type CommitResult = z.infer<typeof commitResult>;

export const webpayCommit = defineEndpoint({
  name: 'webpay/commit',
  method: 'POST',
  path: '/api/v1/webpay/commit',
  access: everyone,
  summary:
    'Confirma el pago al volver de Webpay con token_ws (una sola vez por token; repetirlo devuelve el mismo resultado). Con TBK_TOKEN o TBK_ORDEN_COMPRA (anulado o tiempo agotado) no confirma y libera los cobros',
  body: z
    .object({
      token_ws: z.string().trim().max(64).optional(),
      TBK_TOKEN: z.string().trim().max(64).optional(),
      TBK_ORDEN_COMPRA: z.string().trim().max(26).optional(),
      TBK_ID_SESION: z.string().trim().max(61).optional(),
    })
    .refine((b) => b.token_ws || b.TBK_TOKEN || b.TBK_ORDEN_COMPRA, {
      message: 'falta token_ws (o TBK_TOKEN / TBK_ORDEN_COMPRA)',
      path: ['token_ws'],
    }),
  response: commitResult,
});
