import { callApi } from '@academias/shared/api';
import type { Plan } from '@academias/shared/contract/plans';
import {
  answerCalls,
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
import { academiesPage, academy } from '../../../test/academy-answers.test-helper.ts';
import PlansListPage from './plans-list-page.tsx';

spyOnCallApi();

const piano: Plan = {
  id: 3,
  academyId: 1,
  academyName: 'Academia de Música',
  planTypeId: 1,
  planTypeName: 'Mensual',
  serviceTypeId: 1,
  serviceTypeName: 'Grupal',
  name: 'Piano mensual',
  description: null,
  price: 30_000,
  isClaseEspecial: false,
  documentType: null,
  activeStudents: 12,
  archived: false,
};
const masterClass: Plan = { ...piano, id: 4, name: 'Clase magistral', isClaseEspecial: true };

const plans = vi.fn();
const serve = (items: Plan[]) => {
  plans.mockReturnValue({ items, total: items.length, page: 1, pageSize: 25 });
  vi.mocked(callApi).mockImplementation(
    answerCalls({
      plans: (input) => plans(input),
      academies: () => academiesPage(academy(1, 'Academia de Música'), academy(2, 'Danza')),
      typePlan: () => [],
      getTypeServices: () => [],
    }),
  );
};
const open = () => renderWithProviders(<PlansListPage />, { route: '/app/modules/plans' });

afterEach(() => {
  cleanup();
  signOut();
  vi.mocked(callApi).mockReset();
  plans.mockReset();
  vi.unstubAllGlobals();
});

describe('Planes y Servicios', { timeout: 30_000 }, () => {
  it('the admin sees each plan with academy, price and students, and may edit', async () => {
    signInAs(0);
    serve([piano, masterClass]);
    open();
    expect(screen.getByRole('heading', { name: 'Planes y Servicios', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Planes' });
    expect(await within(table).findByText('Piano mensual')).toBeTruthy();
    expect(within(table).getByText('Clase especial')).toBeTruthy();
    expect(within(table).getAllByText('$30.000')).toHaveLength(2);
    expect(within(table).getAllByText('12')).toHaveLength(2);
    await userEvent
      .setup()
      .click(within(table).getByRole('button', { name: 'Acciones de Piano mensual' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['Alumnos', 'Editar', 'Eliminar']);
    expect(screen.getByRole('button', { name: 'Nuevo plan' })).toBeTruthy();
  });

  it('choosing an academy asks for its plans only', async () => {
    signInAs(0);
    serve([piano]);
    open();
    const user = userEvent.setup();
    await screen.findByText('Piano mensual');
    await user.selectOptions(await screen.findByLabelText('Academia'), 'Danza');
    await waitFor(() => expect(plans.mock.calls.at(-1)?.[0].query).toMatchObject({ academyId: 2 }));
  });

  it('a teacher reads "Planes de Estudio" without creating, editing or deleting', async () => {
    signInAs(1, 'Camila Rojas', 7);
    serve([piano]);
    open();
    expect(screen.getByRole('heading', { name: 'Planes de Estudio', level: 1 })).toBeTruthy();
    const actions = await screen.findByRole('group', { name: 'Acciones de Piano mensual' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alumnos']);
    expect(screen.queryByRole('button', { name: 'Nuevo plan' })).toBeNull();
  });

  it('no plans, or a failed list, is said in Spanish', async () => {
    signInAs(0);
    serve([]);
    await expectEmptyThenFailure(open, {
      empty: 'No hay planes. Crea el primero con «Nuevo plan».',
      failing: plans,
      failure: 'No se pudieron cargar los planes.',
    });
  });

  it('on a phone (390 px) each plan is a card', async () => {
    signInAs(0);
    serve([piano, masterClass]);
    await expectCardsOnPhone(open, 'Clase magistral', 2);
  });
});
