import { callApi } from '@academias/shared/api';
import type { Payment } from '@academias/shared/contract/payments';
import {
  answerCalls,
  paymentSample,
  renderWithProviders,
  signInAs,
  signOut,
  spyOnCallApi,
} from '@academias/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  expectCardsOnPhone,
  expectEmptyThenFailure,
} from '../../../test/list-states.test-helper.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentsListPage from './payments-list-page.tsx';

spyOnCallApi();

const cash = paymentSample({ document: { id: 1, type: 41, folio: 12 } });

const getPayments = vi.fn();
const annulled = vi.fn();
const serve = (items: Payment[]) => {
  getPayments.mockReturnValue({ items, total: items.length, page: 1, pageSize: 25 });
  vi.mocked(callApi).mockImplementation(
    answerCalls({
      getPayments: (input) => getPayments(input),
      annulPayment: (input) => {
        annulled(input);
        return { ...cash, state: 'anulada', stateLabel: 'Anulado' };
      },
    }),
  );
};
const open = () => renderWithProviders(<PaymentsListPage />, { route: '/app/modules/payments' });

afterEach(() => {
  cleanup();
  signOut();
  vi.mocked(callApi).mockReset();
  getPayments.mockReset();
  annulled.mockReset();
  vi.unstubAllGlobals();
});

describe('Centro de Pagos', { timeout: 30_000 }, () => {
  it('the admin sees each payment with payer, amount, state and boleta', async () => {
    signInAs(0);
    serve([cash]);
    open();
    expect(screen.getByRole('heading', { name: 'Centro de Pagos', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Pagos' });
    expect(await within(table).findByText('Ana Pérez')).toBeTruthy();
    expect(within(table).getByText('$30.000')).toBeTruthy();
    expect(within(table).getByText('Aprobado')).toBeTruthy();
    expect(within(table).getByText('Folio 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar pago manual' })).toBeTruthy();
  });

  it('the state filter asks for those payments only', async () => {
    signInAs(0);
    serve([cash]);
    open();
    const user = userEvent.setup();
    await screen.findByText('Ana Pérez');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Anulado');
    await waitFor(() =>
      expect(getPayments.mock.calls.at(-1)?.[0].query).toMatchObject({ state: 'anulada' }),
    );
  });

  it('"Anular" asks for a reason of 5 characters or more, then annuls that payment', async () => {
    signInAs(0);
    serve([cash]);
    open();
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'Acciones de pago OC-7' });
    await user.click(within(actions).getByRole('button', { name: 'Anular' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular pago' });
    expect(within(dialog).getByText(/Pago de Ana Pérez por \$30\.000 \(orden OC-7\)/)).toBeTruthy();
    const reason = within(dialog).getByLabelText(/Motivo de la anulación/);
    await user.type(reason, 'Mal');
    await user.click(within(dialog).getByRole('button', { name: 'Anular pago' }));
    expect(
      await within(dialog).findByText('Explica el motivo (al menos 5 caracteres)'),
    ).toBeTruthy();
    expect(annulled).not.toHaveBeenCalled();
    await user.type(reason, ' registrado');
    await user.click(within(dialog).getByRole('button', { name: 'Anular pago' }));
    await waitFor(() =>
      expect(annulled).toHaveBeenCalledWith({ body: { id: 7, reason: 'Mal registrado' } }),
    );
  });

  it('a teacher reads "Historial de Pagos" and may not annul nor record', async () => {
    signInAs(1, 'Camila Rojas', 7);
    serve([cash]);
    open();
    expect(screen.getByRole('heading', { name: 'Historial de Pagos', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Ana Pérez')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar pago manual' })).toBeNull();
  });

  it('no payments, or a failed list, is said in Spanish', async () => {
    signInAs(0);
    serve([]);
    await expectEmptyThenFailure(open, {
      empty: 'No hay pagos. Cambia los filtros o espera el primer pago.',
      failing: getPayments,
      failure: 'No se pudieron cargar los pagos.',
    });
  });

  it('on a phone (390 px) each payment is a card', async () => {
    signInAs(0);
    serve([cash, { ...cash, id: 8, buyOrder: 'OC-8', payerName: 'Luis Soto' }]);
    await expectCardsOnPhone(open, 'Luis Soto', 2);
  });
});
