import type { Payment } from '@academias/shared/contract/payments';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { paymentColumns } from './payment-columns.tsx';

const payment: Payment = {
  id: 7,
  buyOrder: 'OC-7',
  userId: 3,
  payerName: 'Ana Pérez',
  payerRut: '11111111-1',
  method: 'efectivo',
  state: 'autorizada',
  amount: 30000,
  authorizationCode: null,
  cardLast4: null,
  paymentTypeCode: null,
  installmentsNumber: null,
  reference: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  paidAt: '2026-11-20T12:00:00.000Z',
  annulledAt: null,
  annulReason: null,
  stateLabel: 'Aprobado',
  annulledByName: null,
  document: null,
  items: [],
};
const boletaCell = (p: Payment) =>
  paymentColumns(null)
    .find((c) => c.key === 'document')!
    .cell(p);

afterEach(cleanup);

describe('Centro de Pagos: the Boleta column', () => {
  it('says "Sin folios" and why when the approved payment waits for a CAF', () => {
    const why = 'No quedan folios autorizados (CAF) para emitir la boleta.';
    renderWithProviders(<>{boletaCell({ ...payment, documentWaiting: why })}</>);
    expect(screen.getByText('Sin folios')).toBeTruthy();
    expect(screen.getByText(why)).toBeTruthy();
  });

  it('shows the folio when the boleta exists, and a dash otherwise', () => {
    renderWithProviders(
      <>{boletaCell({ ...payment, document: { id: 1, type: 41, folio: 12 } })}</>,
    );
    expect(screen.getByText('Folio 12')).toBeTruthy();
    cleanup();
    renderWithProviders(<>{boletaCell(payment)}</>);
    expect(screen.queryByText('Sin folios')).toBeNull();
    expect(screen.getByText('—')).toBeTruthy();
  });
});
