import { paymentStateLabel } from '@academias/shared/contract/payments';
import type { PaymentState } from '../../db/schema/payments.ts';
import { REASON_ABORTED, REASON_RELEASED, REASON_TIMEOUT } from './payments-context.ts';

/**
 * What a payment's state means to a person (docs/money.md "Estados de pago"): 'anulada' covers a
 * reversal by an administrator (money was taken and given back), a payer who cancelled in Webpay
 * and a payment that timed out (no money ever taken) and an automatic refund. Only the first is
 * "Anulado".
 */
export const paymentStateText = (p: {
  state: PaymentState;
  annulledBy: number | null;
  annulReason: string | null;
}): string => {
  if (p.state !== 'anulada') return paymentStateLabel[p.state];
  if (p.annulledBy !== null) return 'Anulado';
  if (p.annulReason === REASON_ABORTED || p.annulReason === REASON_RELEASED)
    return 'Cancelado por el pagador';
  if (p.annulReason === REASON_TIMEOUT) return 'Sin completar (tiempo agotado)';
  if (p.annulReason?.includes('reembolsado')) return 'Reembolsado';
  return 'Anulado';
};
