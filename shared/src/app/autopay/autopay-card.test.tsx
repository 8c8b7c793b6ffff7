// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointInput, EndpointResponse } from '../../contract/define.ts';
import { getAutopay, removeAutopay, type AutopayStatus } from '../../contract/autopay.ts';
import { renderWithProviders, spyOnCallApi } from '../../testing/index.tsx';
import { AutopayCard } from './autopay-card.tsx';

const status: AutopayStatus = {
  payerId: 7,
  payerName: 'Ana Pérez',
  eligibleWards: [{ id: 8, name: 'Luis Pérez' }],
  card: null,
};
const removed: EndpointInput<typeof removeAutopay>[] = [];

// Handlers typed by the contract: each answers what its endpoint's response schema says.
const handlers = {
  [getAutopay.name]: (): EndpointResponse<typeof getAutopay> => status,
  [removeAutopay.name]: (input: EndpointInput<typeof removeAutopay>) => {
    removed.push(input);
    status.card = null;
    return { ok: true } as EndpointResponse<typeof removeAutopay>;
  },
};
spyOnCallApi(async (endpoint: { name: string }, input: never) =>
  handlers[endpoint.name as keyof typeof handlers]!(input),
);

afterEach(cleanup);

describe('AutopayCard (payer dashboard and admin person page)', { timeout: 30_000 }, () => {
  it('without a card: the viewer’s own explanation and the way to enrol', async () => {
    renderWithProviders(<AutopayCard payerId={7} viewer="admin" />);
    expect(await screen.findByText(/Puedes inscribirla por esta persona/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar automáticamente con tarjeta' })).toBeTruthy();
  });

  it('with a card: type, wards and next date; removal calls the contract with the payer', async () => {
    status.card = {
      id: 1,
      cardType: 'Visa',
      cardLast4: '6623',
      wards: [{ id: 8, name: 'Luis Pérez' }],
      activeFrom: '2026-03-01',
      nextChargeDate: '2026-04-10',
      lastResult: null,
      lastResultAt: null,
    };
    renderWithProviders(<AutopayCard payerId={7} viewer="payer" />);
    expect(await screen.findByText('Visa terminada en 6623')).toBeTruthy();
    expect(screen.getByText('Luis Pérez')).toBeTruthy();
    expect(screen.getByText('10-04-2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar tarjeta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar la tarjeta?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' }));
    await waitFor(() => expect(removed).toEqual([{ body: { payerId: 7 } }]));
  });
});
