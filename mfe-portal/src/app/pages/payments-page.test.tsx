import { CallError } from '@academias/shared/api/post-json';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalAnswer } from '../../api/portal-calls.ts';
import { renderPortal } from '../../test/render.tsx';
import PaymentsPage from './payments-page.tsx';

const callPortal = vi.hoisted(() => vi.fn());
vi.mock('../../api/portal-calls.ts', () => ({ callPortal }));

const charge = (id: number, amount: number) => ({
  id,
  description: `Mensualidad Piano ${id}`,
  period: '2026-10',
  dueDate: '2026-10-05',
  amount,
  overdue: id === 1,
  reserved: false,
  reservedMinutes: null,
  heldByYou: false,
});
const found: PortalAnswer<'getUserByRut'> = {
  payer: { userId: 5, displayName: 'Sofía R.' },
  people: [{ userId: 5, displayName: 'Sofía R.', charges: [charge(1, 45_000), charge(2, 30_000)] }],
  lookupToken: 'busqueda-1',
};
const searchRut = async (rut: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/RUT del alumno o apoderado/), rut);
  await user.click(screen.getByRole('button', { name: 'Buscar cobros' }));
};

beforeEach(() => {
  callPortal.mockReset();
  sessionStorage.clear();
  window.location.hash = '';
});
afterEach(cleanup);

describe('Portal de Pagos', () => {
  it('a RUT search shows whom it found and the pending charges, all ticked', async () => {
    callPortal.mockResolvedValue(found);
    renderPortal(<PaymentsPage />);
    expect(screen.getByRole('heading', { name: 'Portal de Pagos', level: 1 })).toBeTruthy();
    await searchRut('123456785');
    expect(await screen.findByRole('heading', { name: 'Hola, Sofía R.' })).toBeTruthy();
    expect(callPortal).toHaveBeenCalledWith('getUserByRut', { rut: '12345678-5' });
    expect(screen.getByRole('status').textContent).toBe('Encontramos 2 cobros pendientes.');
    expect(screen.getByRole('checkbox', { name: /Mensualidad Piano 1/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText('Total: $75.000')).toBeTruthy();
  });

  it('nothing to pay is said plainly', async () => {
    callPortal.mockResolvedValue({ ...found, people: [] });
    renderPortal(<PaymentsPage />);
    await searchRut('123456785');
    expect(await screen.findByText('No hay cobros pendientes asociados a este RUT.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Todo al día' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar con Webpay' })).toBeNull();
  });

  it("the server's refusal is an alert in Spanish", async () => {
    callPortal.mockRejectedValue(new CallError('No encontramos cobros para ese RUT.', 404));
    renderPortal(<PaymentsPage />);
    await searchRut('123456785');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos mostrar cobros para ese RUT');
    expect(alert.textContent).toContain('No encontramos cobros para ese RUT.');
  });

  it('a personal pay link opens the same answer with no RUT to type', async () => {
    window.location.hash = '#enlace=p1.abc';
    callPortal.mockResolvedValue({ state: 'vigente', message: null, lookup: found });
    renderPortal(<PaymentsPage />);
    expect(await screen.findByRole('heading', { name: 'Hola, Sofía R.' })).toBeTruthy();
    await waitFor(() =>
      expect(callPortal).toHaveBeenCalledWith('openPayLink', { token: 'p1.abc' }),
    );
    expect(callPortal).toHaveBeenCalledTimes(1);
  });
});
