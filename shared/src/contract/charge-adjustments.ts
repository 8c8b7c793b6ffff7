import { z } from 'zod';
import { clp, id, text, withData, wholeNumber } from './common.ts';
import { defineEndpoint } from './define.ts';
export { adjustmentKindLabel } from './charge-adjustments-labels.ts';

/** Corrections of charges, their history and late fees (docs/money.md). */
export const adjustmentKind = z.enum(['correccion', 'descuento', 'condonacion']);
export type AdjustmentKind = z.infer<typeof adjustmentKind>;

export const chargeAdjustment = z.object({
  id: z.number().int(),
  chargeId: z.number().int(),
  kind: adjustmentKind,
  /** The open month it was recorded in. */
  period: z.string(),
  amountBefore: z.number().int(),
  amountAfter: z.number().int(),
  reason: z.string(),
  /**
   * What the correction gave back to the payer in the open month (a closed month's paid charge
   * corrected to less: charge_credits); null when nothing was given back.
   */
  credit: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ChargeAdjustment = z.infer<typeof chargeAdjustment>;

export const getChargeAdjustments = defineEndpoint({
  name: 'getChargeAdjustments',
  method: 'POST',
  path: '/api/v1/getChargeAdjustments',
  access: ['admin'],
  summary: 'Historial de un cobro: correcciones, descuentos aplicados y recargos condonados',
  body: z.object({ chargeId: id }),
  response: z.array(chargeAdjustment),
});

export const correctCharge = defineEndpoint({
  name: 'correctCharge',
  method: 'POST',
  path: '/api/v1/correctCharge',
  access: ['admin'],
  summary:
    'Corrige el monto de un cobro, con motivo; queda como ajuste del mes en curso. Un cobro no pagado de un mes abierto toma el monto nuevo. Un cobro de un mes cerrado no cambia: un monto mayor agrega la diferencia como cobro del mes en curso; uno menor anula lo que falta pagar y lo reemplaza por un cobro del mes en curso por lo que queda, y si ya se pagó más que el monto nuevo, la diferencia es un crédito (devolución) al pagador en el mes en curso',
  body: withData(
    z.object({
      chargeId: id,
      amount: clp.refine((v) => v > 0, 'debe ser mayor que cero (para no cobrarlo, anúlalo)'),
      reason: text(200),
    }),
  ),
  response: chargeAdjustment,
});

export const waiveLateFee = defineEndpoint({
  name: 'waiveLateFee',
  method: 'POST',
  path: '/api/v1/waiveLateFee',
  access: ['admin'],
  summary: 'Condona (anula) un recargo por mora no pagado, con motivo; nunca vuelve a agregarse',
  body: withData(z.object({ chargeId: id, reason: text(200) })),
  response: chargeAdjustment,
});

export const saveAcademyLateFee = defineEndpoint({
  name: 'saveAcademyLateFee',
  method: 'POST',
  path: '/api/v1/saveAcademyLateFee',
  access: ['admin'],
  summary:
    'Recargo por mora de una academia: monto fijo o porcentaje después de N días de atraso (null lo desactiva). Rige para los cobros que vencen desde hoy',
  body: withData(
    z.object({
      academyId: id,
      lateFee: z
        .object({
          kind: z.enum(['monto', 'porcentaje'], { error: "debe ser 'monto' o 'porcentaje'" }),
          value: clp.refine((v) => v > 0, 'debe ser mayor que cero'),
          days: wholeNumber(
            z
              .number({ error: 'debe ser un número de días' })
              .int('debe ser un número entero de días')
              .min(0, 'no puede ser negativo')
              .max(365, 'admite hasta 365 días'),
          ),
        })
        .nullable(),
    }),
  ),
  response: z.object({ academyId: z.number().int(), ok: z.literal(true) }),
});
