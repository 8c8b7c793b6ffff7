import type { Payment } from '@academias/shared/contract/payments';
import { paymentMethodLabel } from '@academias/shared/contract/payments-labels';

export const paymentStateColor: Record<Payment['state'], string> = {
  creada: 'blue',
  autorizada: 'green',
  rechazada: 'red',
  anulada: 'gray',
  por_confirmar: 'orange',
};

/** "Webpay · **** 6623 · aut. 1213" when the card data is there; the method alone otherwise. */
export const methodText = (
  p: Pick<Payment, 'method' | 'cardLast4' | 'authorizationCode' | 'reference'>,
): string =>
  [
    paymentMethodLabel[p.method],
    p.cardLast4 ? `**** ${p.cardLast4}` : null,
    p.authorizationCode ? `aut. ${p.authorizationCode}` : null,
    p.method !== 'webpay' && p.reference ? `ref. ${p.reference}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** "Mensualidad marzo (Ana Pérez)" lines, for the charges a payment covered. */
export const itemsText = (p: Pick<Payment, 'items'>): string =>
  p.items.map((i) => i.description).join(', ');
