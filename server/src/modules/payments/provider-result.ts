import type { PaymentRow } from './payment-rows.ts';
import type { PaymentFields } from './approve-payment.ts';
import type { WebpayTransaction } from './provider/webpay-provider.ts';

export type Verdict = 'approved' | 'mismatch' | 'rejected' | 'not_paid' | 'in_progress';

/**
 * Approved only when Transbank says AUTHORIZED with response code 0 and for exactly the amount and
 * buy order this payment sent; an authorization for anything else is money to give back.
 */
export const verdictOf = (payment: PaymentRow, result: WebpayTransaction): Verdict => {
  if (result.status === 'AUTHORIZED' && result.response_code === 0) {
    return Number(result.amount) === payment.amount && result.buy_order === payment.buyOrder
      ? 'approved'
      : 'mismatch';
  }
  if (result.status === 'INITIALIZED') return 'in_progress';
  // A card was tried and refused; otherwise the payer never paid (aborted, timed out).
  return result.card_detail?.card_number ? 'rejected' : 'not_paid';
};

export const fieldsOf = (result: WebpayTransaction): PaymentFields => {
  const date = result.transaction_date ? new Date(result.transaction_date) : null;
  return {
    authorizationCode: result.authorization_code ?? null,
    cardLast4: result.card_detail?.card_number?.slice(-4) ?? null,
    paymentTypeCode: result.payment_type_code ?? null,
    installmentsNumber: result.installments_number ?? null,
    responseCode: result.response_code ?? null,
    transactionDate: date && !Number.isNaN(date.getTime()) ? date : null,
    providerData: result,
  };
};
