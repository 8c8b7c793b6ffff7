import type { AutopayPayer } from '@academias/shared/contract/autopay';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import AutopayListPage from './autopay-list-page.tsx';
import { spyOnCallApi } from '@academias/shared/testing';

const calls: { name: string; params?: unknown }[] = [];
const card = (lastResult: AutopayPayer['card']['lastResult']): AutopayPayer['card'] => ({
  id: 1,
  cardType: 'MasterCard',
  cardLast4: '0568',
  wards: [{ id: 7, name: 'Hija Rojas' }],
  activeFrom: '2026-11-02',
  nextChargeDate: '2026-11-29',
  lastResult,
  lastResultAt: '2026-11-26T15:00:00.000Z',
});
const payers: AutopayPayer[] = [
  { payerId: 5, payerName: 'Ana Rojas', payerRut: '12345678-5', card: card('rechazado') },
  { payerId: 6, payerName: 'Luis Soto', payerRut: null, card: card('aprobado') },
];

let refuse = false;
const refusal = Object.assign(new Error('409'), {
  isAxiosError: true,
  response: { status: 409, data: { message: 'No hay cobros rechazados esperando un reintento.' } },
});

spyOnCallApi(async (endpoint: { name: string }, input?: { params?: unknown }) => {
  calls.push({ name: endpoint.name, params: input?.params });
  if (endpoint.name === 'autopay/retry') {
    if (refuse) throw refusal;
    return { charged: 0, skipped: 0, failed: 1, reminded: 1, reconciled: 0 };
  }
  return { items: payers, total: payers.length, page: 1, pageSize: 25, nextCursor: null };
});

beforeEach(() => {
  calls.length = 0;
  refuse = false;
});
afterEach(cleanup);

describe('Pago Automático (admin)', { timeout: 30_000 }, () => {
  it('lists each payer with card, wards, next date and last result; RUT with dots', async () => {
    renderWithProviders(<AutopayListPage />, { route: '/app/modules/autopay' });
    const table = await screen.findByRole('table', { name: 'Personas con pago automático' });
    expect(await within(table).findByText('Ana Rojas')).toBeTruthy();
    expect(within(table).getByText('12.345.678-5')).toBeTruthy();
    expect(within(table).getAllByText('MasterCard ···· 0568')).toHaveLength(2);
    expect(within(table).getByText('Cobro rechazado')).toBeTruthy();
    expect(within(table).getAllByText('29-11-2026')).toHaveLength(2);
  });

  it('"Reintentar ahora" only on a declined payer, confirmed, retries that payer', async () => {
    renderWithProviders(<AutopayListPage />, { route: '/app/modules/autopay' });
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Reintentar ahora' });
    // One declined payer, one button: the approved payer has nothing to retry.
    expect(screen.getAllByRole('button', { name: 'Reintentar ahora' })).toHaveLength(1);
    await user.click(retry);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Reintentar ahora el cobro de Ana Rojas')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar ahora' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'autopay/retry')?.params).toEqual({ payerId: 5 }),
    );
    expect(await screen.findByText(/Rechazados: 1 · Recordatorios: 1/)).toBeTruthy();
  });

  it('a refusal (nothing left to retry) is said in Spanish inside the dialog, which stays open', async () => {
    refuse = true;
    renderWithProviders(<AutopayListPage />, { route: '/app/modules/autopay' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reintentar ahora' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar ahora' }));
    expect(
      await within(dialog).findByText('No hay cobros rechazados esperando un reintento.'),
    ).toBeTruthy();
  });
});
