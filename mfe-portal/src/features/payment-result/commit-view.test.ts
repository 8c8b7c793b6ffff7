import type { CommitResult } from '@academias/shared/contract/portal';
import { describe, expect, it } from 'vitest';
import { commitView } from './commit-view.ts';

const base: CommitResult = {
  outcome: 'aprobado',
  message: 'Pago aprobado',
  buyOrder: 'O-123',
  amount: 90_000,
  commerceName: 'Academias Demo',
  authorizationCode: '1213',
  transactionDate: '2026-11-22T05:00:00.000Z',
  paymentTypeCode: 'VN',
  paymentType: 'Venta normal',
  installmentsNumber: 0,
  cardLast4: '6623',
  items: [
    { chargeId: 1, description: 'Mensualidad Piano', period: '2026-10', amount: 45_000 },
    { chargeId: 2, description: 'Mensualidad Piano', period: '2026-11', amount: 45_000 },
  ],
  document: { id: 7, type: 41, folio: 1234, pdfUrl: '/api/v1/generatePDF/?documentId=7&token=abc' },
};

describe('commitView', () => {
  it('maps an approval with the authorization data and the boleta', () => {
    const view = commitView(base, { kind: 'finished', token: 'abc' });
    expect(view.kind).toBe('approved');
    if (view.kind !== 'approved') return;
    expect(view.payment).toMatchObject({
      buyOrder: 'O-123',
      amount: 90_000,
      authorizationCode: '1213',
      cardLast4: '6623',
      boletaUrl: '/api/v1/generatePDF/?documentId=7&token=abc',
      boletaLabel: 'N° 1234',
    });
    expect(view.payment.items).toHaveLength(2);
  });

  it('has no boleta link while the document is not issued', () => {
    const view = commitView({ ...base, document: null }, { kind: 'finished', token: 'abc' });
    expect(view.kind === 'approved' && view.payment.boletaUrl).toBeNull();
  });

  it('maps each non-approved outcome to its own message', () => {
    const none = { ...base, document: null, authorizationCode: null };
    const finished = { kind: 'finished', token: 'abc' } as const;
    expect(commitView({ ...none, outcome: 'rechazado' }, finished)).toMatchObject({
      kind: 'problem',
      problem: 'rejected',
    });
    expect(
      commitView(
        { ...none, outcome: 'tiempo_agotado' },
        { kind: 'timeout', buyOrder: 'O', sessionId: 's' },
      ),
    ).toMatchObject({
      problem: 'timeout',
    });
    expect(
      commitView(
        { ...none, outcome: 'anulado' },
        { kind: 'aborted', token: 't', buyOrder: 'O', sessionId: 's' },
      ),
    ).toMatchObject({
      problem: 'aborted',
    });
    expect(
      commitView(
        { ...none, outcome: 'anulado' },
        { kind: 'form-error', token: 't', buyOrder: 'O', sessionId: 's' },
      ),
    ).toMatchObject({
      problem: 'form-error',
    });
    expect(
      commitView({ ...none, outcome: 'por_confirmar', message: 'Estamos confirmando' }, finished),
    ).toEqual({
      kind: 'pending',
      message: 'Estamos confirmando',
    });
  });
});
