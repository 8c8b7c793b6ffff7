import { z } from 'zod';
import { clp, id, isoDate, ok, percent, rut, text, withData, optionalEmail } from './common.ts';
import { optionalPhone } from './phone-field.ts';
import { defineEndpoint } from './define.ts';

export const transbankCommission = z.object({
  id: z.number().int(),
  percent: z.number(),
  fixedAmount: z.number().int(),
  validFrom: z.string(),
  createdAt: z.string(),
  /** Starts in the current month or later: it can still be replaced or removed. */
  editable: z.boolean(),
});
export type TransbankCommission = z.infer<typeof transbankCommission>;

export const getTransbankCommission = defineEndpoint({
  name: 'getTransbankCommission',
  method: 'GET',
  path: '/api/v1/getTransbankCommission',
  access: ['admin'],
  summary: 'Comisión Transbank vigente (porcentaje + monto fijo por transacción) y su historial',
  response: z.object({
    current: transbankCommission.nullable(),
    history: z.array(transbankCommission),
  }),
});

export const updateTransbankCommission = defineEndpoint({
  name: 'updateTransbankCommission',
  method: 'POST',
  path: '/api/v1/updateTransbankCommission',
  access: ['admin'],
  summary:
    'Registra una comisión nueva vigente desde una fecha del mes en curso o posterior (por omisión, el primer día del mes; la misma fecha la reemplaza)',
  body: withData(
    z.object({ percent: percent(3), fixedAmount: clp.default(0), validFrom: isoDate.optional() }),
  ),
  response: transbankCommission,
});

export const deleteTransbankCommission = defineEndpoint({
  name: 'deleteTransbankCommission',
  method: 'POST',
  path: '/api/v1/deleteTransbankCommission',
  access: ['admin'],
  summary:
    'Quita una comisión que rige desde el mes en curso o después (las anteriores no cambian)',
  body: withData(z.object({ id })),
  response: ok,
});

export const issuerSettings = z.object({
  rut: z.string(),
  businessName: z.string(),
  giro: z.string(),
  address: z.string(),
  comuna: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** 41 boleta exenta, 39 boleta afecta. */
  documentType: z.union([z.literal(39), z.literal(41)]),
});
export type IssuerSettings = z.infer<typeof issuerSettings>;

export const getIssuerSettings = defineEndpoint({
  name: 'getIssuerSettings',
  method: 'GET',
  path: '/api/v1/getIssuerSettings',
  access: ['admin'],
  summary: 'Datos del emisor de boletas y tipo de documento',
  response: issuerSettings,
});

export const updateIssuerSettings = defineEndpoint({
  name: 'updateIssuerSettings',
  method: 'POST',
  path: '/api/v1/updateIssuerSettings',
  access: ['admin'],
  summary: 'Actualiza los datos del emisor y el tipo de documento (39 o 41)',
  body: withData(
    z.object({
      rut,
      businessName: text(120),
      giro: text(120),
      address: text(200),
      comuna: text(80),
      email: optionalEmail,
      phone: optionalPhone,
      documentType: z.union([z.literal(39), z.literal(41)], {
        error: 'debe ser 39 (afecta) o 41 (exenta)',
      }),
    }),
  ),
  response: issuerSettings,
});
