import { describe, expect, it } from 'vitest';
import { itemsText, methodText } from './payment-labels.ts';

describe('payment labels', () => {
  it('shows card and authorization for Webpay and the reference for manual payments', () => {
    expect(
      methodText({
        method: 'webpay',
        cardLast4: '6623',
        authorizationCode: '1213',
        reference: null,
      }),
    ).toBe('Webpay · **** 6623 · aut. 1213');
    expect(
      methodText({
        method: 'transferencia',
        cardLast4: null,
        authorizationCode: null,
        reference: 'TRX-88',
      }),
    ).toBe('Transferencia · ref. TRX-88');
    expect(
      methodText({ method: 'efectivo', cardLast4: null, authorizationCode: null, reference: null }),
    ).toBe('Efectivo');
  });
  it('lists the charges paid', () => {
    const item = {
      chargeId: 1,
      period: '2026-11',
      academyId: 1,
      academyName: 'A',
      studentName: 'Ana',
      amount: 1,
    };
    expect(
      itemsText({
        items: [
          { ...item, description: 'Piano noviembre' },
          { ...item, description: 'Matrícula' },
        ],
      }),
    ).toBe('Piano noviembre, Matrícula');
  });
});
