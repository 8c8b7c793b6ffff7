import { describe, expect, it } from 'vitest';
import type { PaymentRow } from './payment-rows.ts';
import { fieldsOf, verdictOf } from './provider-result.ts';
import type { WebpayTransaction } from './provider/webpay-provider.ts';

const payment = { amount: 30_000, buyOrder: 'AC123' } as PaymentRow;
const authorised: WebpayTransaction = {
  vci: 'TSY',
  amount: 30_000,
  status: 'AUTHORIZED',
  buy_order: 'AC123',
  session_id: 's',
  card_detail: { card_number: '6623' },
  accounting_date: '0305',
  transaction_date: '2026-03-05T15:00:00.000Z',
  authorization_code: '123456',
  payment_type_code: 'VN',
  response_code: 0,
  installments_number: 0,
};

describe('verdict on what Transbank answered', () => {
  it('approves only AUTHORIZED, response code 0, same amount and buy order', () => {
    expect(verdictOf(payment, authorised)).toBe('approved');
    expect(verdictOf(payment, { ...authorised, amount: 1 })).toBe('mismatch');
    expect(verdictOf(payment, { ...authorised, buy_order: 'OTHER' })).toBe('mismatch');
    expect(verdictOf(payment, { ...authorised, response_code: -1 })).toBe('rejected');
    expect(verdictOf(payment, { ...authorised, status: 'FAILED', response_code: -1 })).toBe(
      'rejected',
    );
    expect(
      verdictOf(payment, {
        ...authorised,
        status: 'FAILED',
        response_code: null,
        card_detail: null,
      }),
    ).toBe('not_paid');
    expect(
      verdictOf(payment, {
        ...authorised,
        status: 'INITIALIZED',
        response_code: null,
        card_detail: null,
      }),
    ).toBe('in_progress');
  });

  it('keeps the card data Transbank sends, last four digits only', () => {
    expect(
      fieldsOf({ ...authorised, card_detail: { card_number: 'XXXXXXXXXXXX6623' } }),
    ).toMatchObject({
      authorizationCode: '123456',
      cardLast4: '6623',
      paymentTypeCode: 'VN',
      installmentsNumber: 0,
      responseCode: 0,
      transactionDate: new Date('2026-03-05T15:00:00.000Z'),
    });
  });
});
