import type { Charge } from '@academias/shared/contract/charges';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChargeChangeDialog } from './correct-charge-dialog.tsx';
import { spyOnCallApi } from '@academias/shared/testing';

const calls: { name: string; body: unknown }[] = [];

spyOnCallApi(async (endpoint: { name: string }, input?: { body?: unknown }) => {
  calls.push({ name: endpoint.name, body: input?.body });
  return endpoint.name === 'correctCharge' ? { credit: answerCredit } : {};
});

const notified: string[] = [];
vi.mock('../../../api/notify.ts', () => ({
  notifySuccess: (title: string, description?: string) =>
    notified.push(`${title}: ${description ?? ''}`),
}));
let answerCredit: number | null = null;

const charge = {
  id: 388,
  studentName: 'Josefa González Vásquez',
  description: 'Guitarra grupal - febrero 2026',
  period: '2026-02',
  amount: 38000,
} as Charge;

beforeEach(() => {
  calls.length = 0;
  notified.length = 0;
  answerCredit = null;
});
afterEach(cleanup);

describe('Corregir monto del cobro', { timeout: 30_000 }, () => {
  it('asks for the reason, then sends the typed amount as whole pesos with it', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ChargeChangeDialog charge={charge} mode="corregir" onClose={onClose} />);
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/^Monto correcto/);
    await user.clear(amount);
    await user.type(amount, '1.000');
    await user.click(screen.getByRole('button', { name: 'Guardar corrección' }));
    expect(await screen.findByText('Ingresa el motivo')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText(/^Motivo/), ' Clase suspendida ');
    await user.click(screen.getByRole('button', { name: 'Guardar corrección' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        name: 'correctCharge',
        body: { data: { chargeId: 388, amount: 1000, reason: 'Clase suspendida' } },
      },
    ]);
    expect(screen.queryByText(/error inesperado/)).toBeNull();
  });

  it("says an open month's charge takes the new amount", async () => {
    renderWithProviders(<ChargeChangeDialog charge={charge} mode="corregir" onClose={vi.fn()} />);
    expect(await screen.findByText('El cobro toma el monto nuevo.')).toBeTruthy();
  });

  it("explains a closed month's correction and tells the credit given back to the payer", async () => {
    answerCredit = 8_000;
    const onClose = vi.fn();
    const closed = { ...charge, state: 'pagado', monthClosed: true } as Charge;
    renderWithProviders(<ChargeChangeDialog charge={closed} mode="corregir" onClose={onClose} />);
    const user = userEvent.setup();
    expect(await screen.findByText(/está cerrado: este cobro no cambia/)).toBeTruthy();
    const amount = screen.getByLabelText(/^Monto correcto/);
    await user.clear(amount);
    await user.type(amount, '30.000');
    await user.type(screen.getByLabelText(/^Motivo/), 'Cobrado de más');
    await user.click(screen.getByRole('button', { name: 'Guardar corrección' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        name: 'correctCharge',
        body: { data: { chargeId: 388, amount: 30000, reason: 'Cobrado de más' } },
      },
    ]);
    expect(notified).toEqual([
      'Cobro corregido: Guitarra grupal - febrero 2026: $30.000. Crédito al pagador: $8.000 (devolver en el mes en curso)',
    ]);
  });

  it('waives a late fee with its reason', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ChargeChangeDialog charge={charge} mode="condonar" onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Motivo/), 'Primera vez');
    await user.click(screen.getByRole('button', { name: 'Condonar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      { name: 'waiveLateFee', body: { data: { chargeId: 388, reason: 'Primera vez' } } },
    ]);
  });
});
