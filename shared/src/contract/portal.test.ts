import { describe, expect, it } from 'vitest';
import { contract } from './index.ts';

describe('payments contract', () => {
  it('keeps the paths and payload keys of the specification', () => {
    expect(contract.webpayCreate.path).toBe('/api/v1/webpay/create');
    expect(Object.keys(contract.webpayCreate.body.shape)).toEqual([
      'orderId',
      'userId',
      'lookupToken',
      'sessionId',
      'totalAcum',
      'returnUrl',
      'selectedPayments',
    ]);
    expect(contract.webpayCommit.path).toBe('/api/v1/webpay/commit');
    expect(contract.webpayCommit.body.safeParse({ token_ws: 'a'.repeat(64) }).success).toBe(true);
    expect(contract.getUserByRut.path).toBe('/api/v1/getUserByRut');
    // The SPEC's `rut`, plus the tab's previous lookup token (optional) so its payment stays its own.
    expect(Object.keys(contract.getUserByRut.body.shape)).toEqual(['rut', 'lookupToken']);
    expect(contract.getUserByRut.body.safeParse({ rut: '15.555.555-6' }).success).toBe(true);
    expect(contract.generateDocument.path).toBe('/api/v1/documents/generate');
    expect(Object.keys(contract.generateDocument.body.shape)).toEqual(['data']);
    expect(contract.generatePdf.path).toBe('/api/v1/generatePDF/');
    expect(contract.generatePdf.binary).toBe(true);
    expect(contract.createNewPayments.access).toEqual(['admin']);
    expect(contract.annulPayment.path).toBe('/api/v1/annulPayment');
  });

  it('answers bad payment input in Spanish and normalises the RUT', () => {
    expect(contract.getUserByRut.body.parse({ rut: '15.555.555-6' }).rut).toBe('15555555-6');
    const noCharges = contract.webpayCreate.body.safeParse({
      userId: 1,
      lookupToken: 'x',
      returnUrl: 'http://x.cl/r',
      selectedPayments: [],
    });
    expect(noCharges.error?.issues[0]?.message).toBe('elige al menos un cobro');
    const noToken = contract.webpayCommit.body.safeParse({});
    expect(noToken.error?.issues[0]?.message).toMatch(/falta token_ws/);
  });
});
