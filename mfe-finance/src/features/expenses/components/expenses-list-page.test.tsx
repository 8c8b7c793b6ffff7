import { callApi } from '@academias/shared/api';
import type { Expense } from '@academias/shared/contract/expenses';
import { answerCalls, renderWithProviders, spyOnCallApi } from '@academias/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  expectCardsOnPhone,
  expectEmptyThenFailure,
} from '../../../test/list-states.test-helper.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { academiesPage, academy } from '../../../test/academy-answers.test-helper.ts';
import ExpensesListPage from './expenses-list-page.tsx';

spyOnCallApi();

const rent: Expense = {
  id: 7,
  academyId: 1,
  academyName: 'Academia de Música',
  category: 'Arriendo',
  description: 'Arriendo sala noviembre',
  amount: 400_000,
  date: '2026-11-02',
  createdAt: '2026-11-02T12:00:00.000Z',
};
const light: Expense = {
  ...rent,
  id: 8,
  academyId: null,
  academyName: null,
  category: 'Luz',
  description: 'Cuenta de luz',
  amount: 38_500,
};

const gastos = vi.fn();
const deleted = vi.fn();
const serve = (items: Expense[]) => {
  gastos.mockImplementation(() => ({
    items,
    total: items.length,
    page: 1,
    pageSize: 25,
    totalAmount: items.reduce((sum, e) => sum + e.amount, 0),
  }));
  vi.mocked(callApi).mockImplementation(
    answerCalls({
      gastos: (input) => gastos(input),
      academies: () => academiesPage(academy(1, 'Academia de Música')),
      deleteGastos: (input) => {
        deleted(input);
        return { ok: true, message: 'Gasto eliminado.' };
      },
    }),
  );
};
const lastQuery = () => gastos.mock.calls.at(-1)?.[0].query;

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T15:00:00Z') }));
afterEach(() => {
  cleanup();
  vi.mocked(callApi).mockReset();
  gastos.mockReset();
  deleted.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Gastos Operativos', { timeout: 30_000 }, () => {
  it("shows the month's expenses, their academy (or General) and the month's total", async () => {
    serve([rent, light]);
    renderWithProviders(<ExpensesListPage />, { route: '/app/modules/expenses' });
    expect(screen.getByRole('heading', { name: 'Gastos Operativos', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Gastos operativos' });
    expect(await within(table).findByText('Arriendo sala noviembre')).toBeTruthy();
    expect(within(table).getByText('Academia de Música')).toBeTruthy();
    expect(within(table).getByText('General')).toBeTruthy();
    expect(within(table).getByText('$38.500')).toBeTruthy();
    expect(within(table).getAllByText('02-11-2026')).toHaveLength(2);
    expect(screen.getByText('$438.500')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('searching asks again for the words typed', async () => {
    serve([rent, light]);
    renderWithProviders(<ExpensesListPage />, { route: '/app/modules/expenses' });
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('Categoría o descripción'), 'luz');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'luz', from: '2026-11-01' }));
  });

  it('"Eliminar" asks first, then deletes that expense and offers "Deshacer"', async () => {
    serve([rent]);
    renderWithProviders(<ExpensesListPage />, { route: '/app/modules/expenses' });
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', {
      name: 'Acciones de gasto Arriendo sala noviembre',
    });
    await user.click(within(actions).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar gasto' });
    expect(
      within(dialog).getByText(/¿Eliminar el gasto «Arriendo sala noviembre» de \$400\.000\?/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledWith({ body: { data: { id: 7 } } }));
    expect(await screen.findByRole('button', { name: 'Deshacer' })).toBeTruthy();
  });

  it('an empty month and a failed list are said in Spanish', async () => {
    serve([]);
    await expectEmptyThenFailure(
      () => renderWithProviders(<ExpensesListPage />, { route: '/app/modules/expenses' }),
      {
        empty: 'No hay gastos en noviembre 2026 con estos filtros.',
        failing: gastos,
        failure: 'No se pudo conectar con la base de datos.',
      },
    );
  });

  it('on a phone (390 px) each expense is a card and the filters fold away', async () => {
    serve([rent, light]);
    await expectCardsOnPhone(
      () => renderWithProviders(<ExpensesListPage />, { route: '/app/modules/expenses' }),
      'Cuenta de luz',
      2,
    );
    expect(screen.getByRole('button', { name: 'Filtros' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
