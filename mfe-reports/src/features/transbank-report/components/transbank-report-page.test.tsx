// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import type { TransbankReport } from '@academias/shared/contract/reports';
import {
  answerCalls,
  apiFailure,
  renderWithProviders,
  spyOnCallApi,
} from '@academias/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TransbankReportPage from './transbank-report-page.tsx';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const figures = { payments: 30, amount: 1_500_000, commission: 22_050, net: 1_477_950 };
const report = (startDate: string, endDate: string, page: number): TransbankReport => ({
  startDate,
  endDate,
  byDay: [{ period: '2026-10-05', ...figures }],
  byMonth: [{ period: '2026-10', ...figures }],
  totals: figures,
  payments: {
    items: [
      {
        id: 100 + page,
        paidAt: '2026-10-05T14:30:00.000Z',
        buyOrder: `AC-${page}-0001`,
        userName: page === 1 ? 'Camila Rojas' : 'Tomás Fuentes',
        cardLast4: '6623',
        authorizationCode: '1213',
        amount: 50_000,
        percent: 1.47,
        // The rate's fixed part (from the payment's date), on the second page.
        fixedAmount: page === 1 ? 0 : 1_500,
        commission: 735,
        net: 49_265,
      },
    ],
    total: 30,
    page,
    pageSize: 25,
  },
});

const serve = () =>
  callApiMock.mockImplementation(
    answerCalls({
      getReportTransbank: ({ query }) =>
        report(query?.startDate ?? '', query?.endDate ?? '', Number(query?.page ?? 1)),
    }),
  );

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-15T15:00:00Z') }));
afterEach(() => {
  cleanup();
  callApiMock.mockReset();
  vi.useRealTimers();
});

describe('Reporte Transbank', { timeout: 30_000 }, () => {
  it("shows the month's card payments with commission and net, and pages through them", async () => {
    serve();
    renderWithProviders(<TransbankReportPage />);
    const payments = await screen.findByRole('table', { name: 'Pagos con tarjeta' });
    expect(within(payments).getByText('Camila Rojas')).toBeTruthy();
    expect(within(payments).getByText('**** 6623')).toBeTruthy();
    expect(within(payments).getByText('1,47 %')).toBeTruthy();
    expect(within(payments).getByText('$49.265')).toBeTruthy();
    expect(screen.getByTestId('kpi-Abono neto').textContent).toBe('$1.477.950');
    expect(callApiMock).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'getReportTransbank' }),
      {
        query: { startDate: '2026-10-01', endDate: '2026-10-31', page: 1, pageSize: 25 },
      },
    );

    const pager = screen.getByRole('navigation', { name: 'Páginas de Pagos con tarjeta' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Tomás Fuentes')).toBeTruthy();
    expect(screen.getByText('1,47 % + $1.500')).toBeTruthy();
    expect(within(pager).getByText('Página 2 de 2')).toBeTruthy();
  });

  it('asks again for the range typed', async () => {
    serve();
    renderWithProviders(<TransbankReportPage />);
    await screen.findByRole('table', { name: 'Pagos con tarjeta' });
    fireEvent.change(screen.getByLabelText(/Fecha de inicio/), { target: { value: '01-09-2026' } });
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'getReportTransbank' }),
        { query: { startDate: '2026-09-01', endDate: '2026-10-31', page: 1, pageSize: 25 } },
      ),
    );
  });

  it('shows the server’s Spanish refusal', async () => {
    callApiMock.mockRejectedValue(
      apiFailure(400, {
        message: 'La fecha de término debe ser igual o posterior a la de inicio.',
      }),
    );
    renderWithProviders(<TransbankReportPage />);
    expect(
      await screen.findByText('La fecha de término debe ser igual o posterior a la de inicio.'),
    ).toBeTruthy();
  });
});
