// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import type { EndpointResponse } from '@academias/shared/contract/define';
import { routes } from '@academias/shared/contract/routes';
import { sessionStore } from '@academias/shared/session';
import {
  apiFailure,
  renderWithProviders,
  spyOnCallApi,
  staffMember,
} from '@academias/shared/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { correction, danzaLine } from './payout-samples.ts';
import PayoutsPage from './payouts-page.tsx';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

// Handlers typed by the contract: the statement and the teacher list as the server sends them.
const statement = (teacherId: number): EndpointResponse<typeof routes.getTeacherPayout> => ({
  teacherId,
  teacherName: 'Rodrigo Valdés',
  rut: '12.345.678-5',
  month: '2026-10',
  closed: true,
  closedAt: '2026-11-02T13:00:00.000Z',
  lines: [
    {
      academyId: 1,
      academyName: 'Academia de Música Allegro',
      revenue: 1_000_001,
      payments: 12,
      percent: 12.5,
      amount: 125_000,
    },
    danzaLine,
  ],
  adjustments: [correction],
  total: 205_000,
});
const teacherList = (): EndpointResponse<typeof routes.teachers> => ({
  items: [staffMember(2, 'Rodrigo Valdés', { username: 'rvaldes' })],
  total: 1,
  page: 1,
  pageSize: 100,
});

const session = (type: number) => ({
  token: 't',
  refreshToken: 'r'.repeat(30),
  expiresAt: '2099-01-01T00:00:00Z',
  type,
  data: { id: type === 0 ? 1 : 2, name: 'Quien', username: 'quien' },
  academies: [],
});

const serve = () =>
  callApiMock.mockImplementation((async (endpoint: unknown, input?: { query?: object }) => {
    if (endpoint === routes.getTeacherPayout)
      return statement(Number((input?.query as { teacherId?: number } | undefined)?.teacherId));
    if (endpoint === routes.teachers) return teacherList();
    throw new Error('llamada inesperada');
  }) as unknown as typeof callApi);

describe('Liquidaciones', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    callApiMock.mockReset();
    sessionStore.getState().clearSession();
  });

  it('a teacher sees their own statement: lines, total that adds up, closed month, adjustments', async () => {
    sessionStore.getState().setSession(session(1));
    serve();
    renderWithProviders(<PayoutsPage />, { route: '/app/modules/reports/payouts?mes=2026-10' });
    expect(await screen.findByRole('heading', { name: 'Mi liquidación' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Por academia' });
    expect(within(table).getByText('Academia de Música Allegro')).toBeTruthy();
    expect(within(table).getByText('12,5 %')).toBeTruthy();
    expect(within(table).getByText('$125.000')).toBeTruthy();
    expect(within(table).getByText('$80.000')).toBeTruthy();
    expect(within(table).getByText('$205.000')).toBeTruthy();
    expect(screen.getByText(/Mes cerrado/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Ajustes registrados en el mes' })).toBeTruthy();
    expect(screen.getByText('Error de digitación')).toBeTruthy();
    // Asked for the session's own id, never another teacher's; no teacher picker.
    expect(callApiMock).toHaveBeenCalledWith(routes.getTeacherPayout, {
      query: { teacherId: 2, month: '2026-10' },
    });
    expect(screen.queryByLabelText('Profesor')).toBeNull();
    expect(screen.getByRole('button', { name: 'PDF' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Excel' })).toHaveProperty('disabled', false);
  });

  it('the admin picks a teacher first, then reads the statement', async () => {
    sessionStore.getState().setSession(session(0));
    serve();
    renderWithProviders(<PayoutsPage />, { route: '/app/modules/reports/payouts?mes=2026-10' });
    expect(await screen.findByRole('heading', { name: 'Liquidaciones' })).toBeTruthy();
    expect(screen.getByText('Elige un profesor para ver su liquidación.')).toBeTruthy();
    const picker = screen.getByLabelText('Profesor');
    await screen.findByRole('option', { name: 'Rodrigo Valdés' });
    fireEvent.change(picker, { target: { value: '2' } });
    expect(await screen.findByRole('table', { name: 'Por academia' })).toBeTruthy();
    expect(callApiMock).toHaveBeenCalledWith(routes.getTeacherPayout, {
      query: { teacherId: 2, month: '2026-10' },
    });
  });

  it('shows the server’s Spanish refusal', async () => {
    sessionStore.getState().setSession(session(1));
    callApiMock.mockRejectedValue(
      apiFailure(403, { message: 'Solo puedes ver tu propia liquidación.' }),
    );
    renderWithProviders(<PayoutsPage />, { route: '/app/modules/reports/payouts?mes=2026-10' });
    expect(await screen.findByText('Solo puedes ver tu propia liquidación.')).toBeTruthy();
  });
});
