import { z } from 'zod';
import { id, isoDate, listQuery, page, withData } from './common.ts';
import { defineEndpoint } from './define.ts';
import { reportPdfKinds } from './reports.ts';
import { siiEnvioState } from './sii.ts';
export { documentTypeName } from './documents-labels.ts';

export const documentType = z.union([z.literal(39), z.literal(41)]);

export const issuedDocument = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  type: z.number().int(),
  folio: z.number().int(),
  state: z.enum(['emitida', 'anulada']),
  issuedAt: z.string(),
  receiverName: z.string(),
  receiverRut: z.string(),
  total: z.number().int(),
  method: z.string(),
  /** Its envío to the SII (null when issued before the SII was set up) and its nota de crédito. */
  sii: z
    .object({
      envioId: z.number().int(),
      state: siiEnvioState,
      reason: z.string().nullable(),
      creditNote: z.object({ folio: z.number().int(), state: siiEnvioState }).nullable(),
    })
    .nullable()
    .optional(),
});
export type IssuedDocument = z.infer<typeof issuedDocument>;

export const getPaymentSlips = defineEndpoint({
  name: 'getPaymentSlips',
  method: 'GET',
  path: '/api/v1/getPaymentSlips',
  access: ['admin', 'teacher', 'other'],
  summary:
    'Boletas emitidas (admin: todas; profesor: de sus academias; alumno/apoderado: las suyas)',
  query: listQuery.extend({
    sort: z.enum(['issuedAt', 'folio', 'total', 'id']).optional(),
    type: z.coerce.number().pipe(documentType).optional(),
    state: z.enum(['emitida', 'anulada']).optional(),
    academyId: id.optional(),
    /** The payer. */
    userId: id.optional(),
    /** Boletas of payments that paid at least one charge of this student (whoever paid). */
    studentId: id.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  }),
  response: page(issuedDocument),
});

export const generateDocument = defineEndpoint({
  name: 'documents/generate',
  method: 'POST',
  path: '/api/v1/documents/generate',
  access: ['anonymous', 'admin', 'teacher', 'other'],
  summary:
    'Emite (o devuelve, si ya existe) la boleta de un pago aprobado. Sin sesión de administrador solo con el token_ws de ese pago',
  body: withData(
    z
      .object({ paymentId: id.optional(), token_ws: z.string().trim().max(64).optional() })
      .refine((d) => d.paymentId !== undefined || d.token_ws, {
        message: 'indica paymentId o token_ws',
        path: ['paymentId'],
      }),
  ),
  response: issuedDocument,
});

export const generatePdfQuery = z.looseObject({
  documentId: id.optional(),
  /** token_ws of the payment: lets the payer open their boleta without a session. */
  token: z.string().trim().max(64).optional(),
  /** 'true': the nota de crédito (61) that cancelled the boleta, instead of the boleta. */
  creditNote: z.enum(['true', 'false'], { error: 'creditNote debe ser true o false' }).optional(),
  report: z.enum(reportPdfKinds, { error: 'no es un informe conocido' }).optional(),
});

export const generatePdf = defineEndpoint({
  name: 'generatePDF',
  method: 'GET',
  path: '/api/v1/generatePDF/',
  access: ['anonymous', 'admin', 'teacher', 'other'],
  summary:
    'PDF de una boleta (`documentId`; `creditNote=true`: su nota de crédito; sin sesión, con `token` = token_ws de su pago) o de un informe (`report`)',
  query: generatePdfQuery,
  response: z.instanceof(Uint8Array),
  binary: true,
});
