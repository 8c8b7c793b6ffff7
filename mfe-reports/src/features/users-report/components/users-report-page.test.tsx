// @vitest-environment happy-dom
import type { EndpointResponse } from '@academias/shared/contract/define';
import type { reportsEndpoints } from '@academias/shared/contract/reports';
import { callApi } from '@academias/shared/api';
import { renderWithProviders, spyOnCallApi } from '@academias/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UsersReportPage from './users-report-page.tsx';

// A handler typed by the contract: the users report's own response shape.
const usersReport = (): EndpointResponse<typeof reportsEndpoints.getReportUsers> => ({
  items: [
    {
      userId: 5,
      name: 'Camila Rojas',
      rut: '155555555',
      charged: 90000,
      paid: 60000,
      balance: 30000,
      pendingCount: 1,
    },
  ],
  total: 297,
  page: 1,
  pageSize: 25,
  startDate: '2026-01-01',
  endDate: '2026-03-31',
  totals: { charged: 90000, paid: 60000, balance: 30000, people: 297 },
});
spyOnCallApi();

// Every test starts from the report answered at once, whichever test held back a call before it.
beforeEach(() => {
  vi.mocked(callApi).mockImplementation(async () => usersReport());
});
afterEach(cleanup);

describe('Reporte de usuarios', { timeout: 30_000 }, () => {
  it('shows RUT with dots and exports every row of the filter through the server', async () => {
    renderWithProviders(<UsersReportPage />, {
      route: '/app/modules/reports/users?inicio=2026-01-01&termino=2026-03-31',
    });
    expect((await screen.findAllByText('15.555.555-5')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Exportar' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
  });
});

describe(
  'Reporte de usuarios while its chart’s figures are on their way',
  { timeout: 30_000 },
  () => {
    it('keeps the skeleton until the chart can be drawn with the table, so the table does not move', async () => {
      // The chart's call (its top 10) answers when the test says so, once it has been made.
      const top: { answer?: () => void } = {};
      vi.mocked(callApi).mockImplementation(async (_route, input) => {
        const query = (input as { query?: { pageSize?: number } } | undefined)?.query;
        if (query?.pageSize === 10) await new Promise<void>((resolve) => (top.answer = resolve));
        return usersReport();
      });
      renderWithProviders(<UsersReportPage />, {
        route: '/app/modules/reports/users?inicio=2026-01-01&termino=2026-03-31',
      });
      await vi.waitFor(() => expect(top.answer).toBeDefined(), { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.getByRole('status', { name: 'Cargando datos del reporte' })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      top.answer?.();
      expect(await screen.findByText('Mayores saldos pendientes del período')).toBeTruthy();
      expect(screen.getByRole('table')).toBeTruthy();
    });
  },
);
