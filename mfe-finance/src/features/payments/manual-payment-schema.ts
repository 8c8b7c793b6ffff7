import * as paymentsApi from '@academias/shared/contract/payments';
import { z } from 'zod';

/**
 * createNewPayments' `data`. The amount is not sent: the server adds up the chosen charges,
 * so a total typed or computed in the browser can never be what gets recorded.
 */
export const manualPaymentSchema = paymentsApi.createNewPayments.body.shape.data.extend({
  chargeIds: z
    .array(z.number().int().positive())
    .min(1, 'Elige al menos un cobro')
    .max(60, 'Admite hasta 60 cobros por pago'),
  method: z.enum(['efectivo', 'transferencia'], { error: 'Elige el medio de pago' }),
  reference: z
    .string()
    .trim()
    .max(120, 'Admite hasta 120 caracteres')
    .transform((v) => (v ? v : null)),
});
export type ManualPaymentValues = z.input<typeof manualPaymentSchema>;
export type ManualPaymentData = z.output<typeof manualPaymentSchema>;

export const annulSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(5, 'Explica el motivo (al menos 5 caracteres)')
    .max(300, 'Admite hasta 300 caracteres'),
});
export type AnnulValues = z.input<typeof annulSchema>;
