// @vitest-environment happy-dom
import type { Academy, academies } from '@academias/shared/contract/academies';
import type { EndpointInput, EndpointResponse } from '@academias/shared/contract/define';
import { renderWithProviders, spyOnCallApi } from '@academias/shared/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AcademiesListPage from './academies-list-page.tsx';

const queries: EndpointInput<typeof academies>['query'][] = [];
const allegro: Academy = {
  id: 1,
  name: 'Academia de Música Allegro',
  description: null,
  address: null,
  phone: '+56 9 1234 5678',
  email: 'allegro@academias.cl',
  teachers: [{ id: 2, name: 'Rodrigo Valdés' }],
  studentCount: 12,
  planCount: 3,
  createdAt: '2026-01-05T12:00:00Z',
};

// A handler typed by the contract: it answers what the academies list's response says.
const listAcademies = (
  input: EndpointInput<typeof academies>,
): EndpointResponse<typeof academies> => {
  queries.push(input.query);
  return { items: [allegro], total: 41, page: 1, pageSize: 25 };
};
spyOnCallApi(async (_endpoint: unknown, input: EndpointInput<typeof academies>) =>
  listAcademies(input),
);

afterEach(cleanup);

describe('Academias on the screen kit', { timeout: 30_000 }, () => {
  it('search and sort come from the URL; actions in view; the export counts every row', async () => {
    renderWithProviders(<AcademiesListPage />, {
      route: '/app/modules/academies?search=allegro&sort=studentCount&order=desc',
    });
    expect(await screen.findByRole('link', { name: allegro.name })).toBeTruthy();
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({
        search: 'allegro',
        sort: 'studentCount',
        order: 'desc',
      }),
    );
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'allegro');
    expect(screen.getByRole('group', { name: `Acciones de ${allegro.name}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' })).toHaveProperty('disabled', false);
  });
});
