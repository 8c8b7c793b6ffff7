import type { Payment } from '@academias/shared/contract/payments';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentSample, renderWithProviders } from '@academias/shared/testing';
import { paymentColumns } from './payment-columns.tsx';

const payment = paymentSample();
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
