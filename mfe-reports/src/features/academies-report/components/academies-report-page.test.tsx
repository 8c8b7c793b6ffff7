// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import type {
  AcademiesReport,
  AcademyDetail,
  AcademyFigures,
} from '@academias/shared/contract/reports';
import {
  answerCalls,
  apiFailure,
  renderWithProviders,
  spyOnCallApi,
} from '@academias/shared/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AcademiesReportPage from './academies-report-page.tsx';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const figures = (
  academyId: number,
  academyName: string,
  month: string | null = null,
): AcademyFigures => ({
  academyId,
  academyName,
  month,
  dues: 800_000,
  lateFees: 0,
  adjustments: 0,
  revenue: 800_000,
  payments: 16,
  commission: 11_760,
  expenses: 50_000,
  fixedCosts: 100_000,
  teacherShare: 160_000,
  net: 478_240,
});
const { academyId: _a, academyName: _n, month: _m, ...totals } = figures(0, '');
const report = (from: string, to: string): AcademiesReport => ({
  from,
  to,
  rows: [figures(1, 'Academia de Música Allegro')],
  totals,
});
const detail: AcademyDetail = {
  academyId: 1,
  academyName: 'Academia de Música Allegro',
  from: '2026-05',
  to: '2026-10',
  months: [figures(1, 'Academia de Música Allegro', '2026-10')],
  totals,
  teachers: [{ teacherId: 2, name: 'Rodrigo Valdés', percent: 20, share: 160_000 }],
  plans: [{ planId: 3, planName: 'Piano mensual', revenue: 800_000, payments: 16 }],
  pendingAmount: 90_000,
  pendingCount: 2,
  activeStudents: 18,
};

const route = '/app/modules/reports/academies?desde=2026-05&hasta=2026-10';

afterEach(() => {
  cleanup();
  callApiMock.mockReset();
});

describe('Reporte de academias', { timeout: 30_000 }, () => {
  it('shows the figures per academy and opens one academy’s detail', async () => {
    callApiMock.mockImplementation(
      answerCalls({
        getAcademiesReport: ({ query }) => report(query?.from ?? '', query?.to ?? ''),
        getDataReportAcademies: ({ query }) => report(query?.from ?? '', query?.to ?? ''),
        getAcademiesReportByAcademyId: () => detail,
      }),
    );
    renderWithProviders(<AcademiesReportPage />, { route });
    const table = await screen.findByRole('table', {
      name: 'Cifras por academia · mayo 2026 a octubre 2026',
    });
    expect(within(table).getByText('Academia de Música Allegro')).toBeTruthy();
    expect(within(table).getAllByText('$478.240').length).toBeGreaterThan(0);
    expect(screen.getByTestId('kpi-Neto').textContent).toBe('$478.240');

    fireEvent.click(
      screen.getByRole('button', { name: 'Ver detalle de Academia de Música Allegro' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Academia de Música Allegro', level: 2 }),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Participación de profesores' })).toBeTruthy();
    expect(screen.getByText('Piano mensual')).toBeTruthy();
    expect(callApiMock).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'getAcademiesReportByAcademyId' }),
      { params: { id: 1 }, query: { from: '2026-05', to: '2026-10' } },
    );
  });

  it('shows the server’s Spanish error', async () => {
    callApiMock.mockRejectedValue(
      apiFailure(400, { message: 'El rango no puede superar 24 meses.' }),
    );
    renderWithProviders(<AcademiesReportPage />, { route });
    expect(await screen.findByText('El rango no puede superar 24 meses.')).toBeTruthy();
  });
});
