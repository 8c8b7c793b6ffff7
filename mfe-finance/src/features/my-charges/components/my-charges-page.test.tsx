import { callApi } from '@academias/shared/api';
import type { Charge } from '@academias/shared/contract/charges';
import {
  answerCalls,
  apiFailure,
  chargeSample,
  renderWithProviders,
  signInAs,
  signOut,
  spyOnCallApi,
} from '@academias/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectCardsOnPhone } from '../../../test/list-states.test-helper.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardianPage } from '../../../test/family-answers.test-helper.ts';
import MyChargesPage from './my-charges-page.tsx';

spyOnCallApi();

const october = chargeSample();
const november: Charge = {
  ...october,
  id: 12,
  studentId: 42,
  studentName: 'Tomás Castro',
  period: '2026-11',
  description: 'Mensualidad noviembre',
  amount: 25_000,
  dueDate: '2026-11-05',
  state: 'pendiente',
};

const getCharges = vi.fn();
const serve = (items: Charge[]) => {
  getCharges.mockReturnValue({
    items,
    total: items.length,
    page: 1,
    pageSize: 25,
    totalAmount: items.reduce((sum, c) => sum + c.amount, 0),
  });
  vi.mocked(callApi).mockImplementation(
    answerCalls({
      getCharges: (input) => getCharges(input),
      getStudentById: () =>
        guardianPage(40, [
          { id: 41, name: 'Sofía Castro' },
          { id: 42, name: 'Tomás Castro' },
        ]),
      myPayLink: () => ({
        url: 'http://localhost/client/payments#enlace=p1.abc',
        expiresAt: '2026-12-20T00:00:00.000Z',
      }),
    }),
  );
};
const open = () => renderWithProviders(<MyChargesPage />, { route: '/app/modules/my-charges' });

beforeEach(() => signInAs(3, 'Elena Castro', 40));
afterEach(() => {
  cleanup();
  signOut();
  vi.mocked(callApi).mockReset();
  getCharges.mockReset();
  vi.unstubAllGlobals();
});

describe('Cobros Pendientes (family)', { timeout: 30_000 }, () => {
  it("shows each ward's open charges, the total and the portal through the family's link", async () => {
    serve([october, november]);
    open();
    expect(screen.getByRole('heading', { name: 'Cobros Pendientes', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Cobros pendientes' });
    expect(await within(table).findByText('Mensualidad octubre')).toBeTruthy();
    expect(within(table).getByText('Tomás Castro')).toBeTruthy();
    expect(within(table).getByText('Vencido')).toBeTruthy();
    expect(within(table).getByText('05-11-2026')).toBeTruthy();
    expect(screen.getByText('$55.000')).toBeTruthy();
    const pay = await screen.findByRole('link', { name: /Pagar en el portal/ });
    await waitFor(() => expect(pay.getAttribute('href')).toBe('/client/payments#enlace=p1.abc'));
    expect(pay.getAttribute('target')).toBe('_blank');
    expect(getCharges.mock.calls[0]?.[0].query).toMatchObject({ open: 'true' });
  });

  it("choosing a ward asks for that ward's charges only", async () => {
    serve([october, november]);
    open();
    const user = userEvent.setup();
    const wards = await screen.findByRole('group', { name: 'Ver alumno' });
    await user.click(within(wards).getByRole('button', { name: 'Sofía Castro' }));
    await waitFor(() =>
      expect(getCharges.mock.calls.at(-1)?.[0].query).toMatchObject({
        studentId: 41,
        open: 'true',
      }),
    );
  });

  it('nothing owed: a Spanish sentence and no button to pay; a failure is said too', async () => {
    serve([]);
    open();
    expect(
      await screen.findByText(
        'No tienes cobros pendientes. Cuando se genere un cobro nuevo aparecerá aquí.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pagar en el portal/ })).toBeNull();
    cleanup();
    getCharges.mockImplementation(() => {
      throw apiFailure(500, { message: 'No se pudieron cargar tus cobros.' });
    });
    open();
    expect(await screen.findByText('No se pudieron cargar tus cobros.')).toBeTruthy();
  });

  it('on a phone (390 px) each charge is a card', async () => {
    serve([october, november]);
    await expectCardsOnPhone(open, 'Mensualidad noviembre', 2);
  });
});
