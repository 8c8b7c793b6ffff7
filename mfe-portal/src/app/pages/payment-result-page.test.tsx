import { CallError } from '@academias/shared/api/post-json';
import type { CommitResult } from '@academias/shared/contract/portal';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../test/render.tsx';
import PaymentResultPage from './payment-result-page.tsx';

const callPortal = vi.hoisted(() => vi.fn());
vi.mock('../../api/portal-calls.ts', () => ({ callPortal }));

const approved: CommitResult = {
  outcome: 'aprobado',
  message: 'Pago aprobado.',
  buyOrder: 'O-123',
  amount: 75_000,
  commerceName: 'Academias Demo SpA',
  authorizationCode: '1213',
  transactionDate: '2026-11-20T15:00:00.000Z',
  paymentTypeCode: 'VD',
  paymentType: 'Venta débito',
  installmentsNumber: 0,
  cardLast4: '6623',
  items: [{ chargeId: 1, description: 'Mensualidad Piano', period: '2026-10', amount: 75_000 }],
  document: { id: 9, type: 41, folio: 12, pdfUrl: '/api/v1/documents/9/pdf' },
};
const result = (search: string) =>
  renderPortal(<PaymentResultPage />, { base: '/client/payments', nav: { search } });

beforeEach(() => callPortal.mockReset());
afterEach(cleanup);

describe('Resultado del pago', () => {
  it('commits the token Webpay sent back and shows the approved receipt', async () => {
    callPortal.mockResolvedValue(approved);
    result('?token_ws=abc');
    expect(screen.getByRole('heading', { name: 'Resultado del pago', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Pago aprobado' })).toBeTruthy();
    expect(callPortal).toHaveBeenCalledWith('webpayCommit', { token_ws: 'abc' });
    expect(screen.getByText('O-123')).toBeTruthy();
    expect(screen.getByText('**** **** **** 6623')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Lo que pagaste' }).textContent).toContain(
      'Mensualidad Piano',
    );
    expect(document.title).toContain('Portal de Pagos');
  });

  it('a rejected card says no charge was made and offers to try again', async () => {
    callPortal.mockResolvedValue({ ...approved, outcome: 'rechazado', document: null });
    result('?token_ws=abc');
    expect(await screen.findByRole('heading', { name: 'El pago fue rechazado' })).toBeTruthy();
    expect(screen.getByText(/No se realizó ningún cargo a tu tarjeta/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a intentar' })).toBeTruthy();
  });

  it('a payment still unconfirmed can be asked about again', async () => {
    callPortal.mockResolvedValue({
      ...approved,
      outcome: 'por_confirmar',
      message: 'Webpay aún no confirma tu pago.',
    });
    result('?token_ws=abc');
    expect(
      await screen.findByRole('heading', { name: 'Estamos confirmando tu pago' }),
    ).toBeTruthy();
    expect(screen.getByText(/Webpay aún no confirma tu pago\. No vuelvas a pagar/)).toBeTruthy();
    callPortal.mockResolvedValue(approved);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Consultar de nuevo' }));
    expect(await screen.findByRole('heading', { name: 'Pago aprobado' })).toBeTruthy();
    expect(callPortal).toHaveBeenCalledTimes(2);
  });

  it("the server's refusal, and a visit without a payment, are said in Spanish", async () => {
    callPortal.mockRejectedValue(new CallError('El pago no existe.', 404));
    result('?token_ws=abc');
    expect(
      await screen.findByRole('heading', { name: 'No pudimos confirmar tu pago' }),
    ).toBeTruthy();
    expect(screen.getByText('Detalle: El pago no existe.')).toBeTruthy();
    cleanup();
    callPortal.mockReset();
    result('');
    expect(screen.getByRole('heading', { name: 'No hay un pago que mostrar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al portal de pagos' })).toBeTruthy();
    await waitFor(() => expect(callPortal).not.toHaveBeenCalled());
  });
});
