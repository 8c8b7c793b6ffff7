// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import { academy, answerCalls, renderWithProviders, spyOnCallApi } from '@academias/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AcademiesListPage from './academies-list-page.tsx';

spyOnCallApi();

const danza = academy(7, 'Academia de Danza');

afterEach(cleanup);

describe('Academias: a delete offers "Deshacer"', { timeout: 30_000 }, () => {
  it('deletes, then "Deshacer" restores the academy through POST /api/v1/restore', async () => {
    let deleted = false;
    const restored = vi.fn((_input: unknown) => ({
      ok: true as const,
      message: 'Academia restaurada.',
    }));
    vi.mocked(callApi).mockImplementation(
      answerCalls({
        academies: () => ({
          items: deleted ? [] : [danza],
          total: deleted ? 0 : 1,
          page: 1,
          pageSize: 25,
        }),
        deleteAcademies: () => {
          deleted = true;
          return { ok: true, message: 'Academia eliminada.' };
        },
        restoreDeleted: (input) => {
          deleted = false;
          return restored(input);
        },
      }),
    );
    renderWithProviders(<AcademiesListPage />, { route: '/app/modules/academies' });
    const actions = await screen.findByRole('group', { name: `Acciones de ${danza.name}` });
    fireEvent.click(within(actions).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar academia' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(`Academia ${danza.name} eliminada`)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(restored).toHaveBeenCalledWith({
        body: { data: { entity: 'academia', id: danza.id } },
      }),
    );
    expect(await screen.findByText(`Academia ${danza.name} restaurada`)).toBeTruthy();
  });
});
