// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import type { AdminDashboard, StudentDashboard } from '@academias/shared/contract/reports';
import { sessionStore } from '@academias/shared/session';
import {
  answerCalls,
  apiFailure,
  renderWithProviders,
  spyOnCallApi,
} from '@academias/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from './dashboard-page.tsx';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const payment = {
  id: 70,
  paidAt: '2026-10-14T15:20:00.000Z',
  userId: 5,
  userName: 'Camila Rojas',
  method: 'webpay',
  amount: 45_000,
  documentId: 3,
  folio: 1021,
};
const admin = (month: string): AdminDashboard => ({
  kind: 'admin',
  month,
  today: '2026-10-15',
  revenueThisMonth: 1_250_000,
  revenueLastMonth: 1_100_000,
  paymentsThisMonth: 31,
  pendingAmount: 380_000,
  pendingCount: 9,
  overdueAmount: 120_000,
  overdueCount: 3,
  paymentsTodayAmount: 90_000,
  paymentsTodayCount: 2,
  activeStudents: 48,
  studentsByAcademy: [{ academyId: 1, academyName: 'Academia de Música Allegro', students: 30 }],
  revenueByMonth: [
    {
      month,
      revenue: 1_250_000,
      dues: 1_200_000,
      lateFees: 30_000,
      adjustments: 20_000,
      expenses: 300_000,
      net: 700_000,
      commission: 25_000,
      teacherShare: 225_000,
      operatingExpenses: 200_000,
      fixedCosts: 100_000,
    },
  ],
  recentPayments: [payment],
});
const student: StudentDashboard = {
  kind: 'student',
  today: '2026-10-15',
  pendingAmount: 45_000,
  overdueAmount: 0,
  nextCharges: [
    {
      id: 12,
      studentId: 5,
      studentName: 'Camila Rojas',
      academyName: 'Academia de Música Allegro',
      description: 'Mensualidad noviembre',
      period: '2026-11',
      dueDate: '2026-11-05',
      amount: 45_000,
      overdue: false,
    },
  ],
  recentPayments: [payment],
};

const signIn = (type: number) =>
  sessionStore.getState().setSession({
    token: 't',
    refreshToken: 'r'.repeat(30),
    expiresAt: '2099-01-01T00:00:00Z',
    type,
    data: { id: 5, name: 'Quien', username: 'quien' },
    academies: [],
  });

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-15T15:00:00Z') }));
afterEach(() => {
  cleanup();
  callApiMock.mockReset();
  sessionStore.getState().clearSession();
  vi.useRealTimers();
});

describe('Inicio', { timeout: 30_000 }, () => {
  it("shows the admin the month's figures and reads another month when it is picked", async () => {
    signIn(0);
    callApiMock.mockImplementation(
      answerCalls({ getDashboard: ({ query }) => admin(query?.month ?? '') }),
    );
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByTestId('kpi-Recaudación del mes')).toHaveProperty(
      'textContent',
      '$1.250.000',
    );
    expect(screen.getByText('Resumen de octubre 2026.')).toBeTruthy();
    const recent = screen.getByRole('table', { name: 'Últimos pagos aprobados' });
    expect(within(recent).getByText('Camila Rojas')).toBeTruthy();
    expect(within(recent).getByText('N° 1021')).toBeTruthy();
    const picker = screen.getByRole('group', { name: 'Mes' });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Mes' }), {
      target: { value: '09' },
    });
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith(expect.objectContaining({ name: 'getDashboard' }), {
        query: { month: '2026-09' },
      }),
    );
    expect(await screen.findByText('Resumen de septiembre 2026.')).toBeTruthy();
  });

  it('shows a family what it owes next, with the link to pay online', async () => {
    signIn(2);
    callApiMock.mockImplementation(answerCalls({ getDashboardType: () => student }));
    renderWithProviders(<DashboardPage />);
    const next = await screen.findByRole('table', {
      name: 'Cobros pendientes, el más próximo primero',
    });
    expect(
      within(next).getByText('Mensualidad noviembre · Academia de Música Allegro'),
    ).toBeTruthy();
    expect(within(next).getByText('05-11-2026')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Pagar en línea (se abre en otra pestaña)' }),
    ).toHaveProperty('href', expect.stringContaining('/client/payments'));
  });

  it('shows the server’s Spanish error and lets the user retry', async () => {
    signIn(0);
    callApiMock.mockRejectedValue(apiFailure(503, { message: 'El servicio no está disponible.' }));
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('El servicio no está disponible.')).toBeTruthy();
    expect(screen.getByText('No se pudo cargar el reporte')).toBeTruthy();
    callApiMock.mockImplementation(answerCalls({ getDashboard: () => admin('2026-10') }));
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('kpi-Recaudación del mes')).toBeTruthy();
  });
});
