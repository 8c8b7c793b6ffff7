// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import {
  answerCalls,
  renderWithProviders,
  spyOnCallApi,
  staffMember,
} from '@academias/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TeachersListPage from './teachers-list-page.tsx';

spyOnCallApi();

const pedro = staffMember(3, 'Pedro Pérez', { username: 'profe.a' });

afterEach(cleanup);

describe('Equipo de Trabajo: a delete offers "Deshacer"', { timeout: 30_000 }, () => {
  it('takes a member off, then "Deshacer" brings them back through POST /api/v1/restore', async () => {
    let deleted = false;
    const restored = vi.fn((_input: unknown) => ({
      ok: true as const,
      message: 'Miembro del equipo restaurado.',
    }));
    vi.mocked(callApi).mockImplementation(
      answerCalls({
        teachers: () => ({
          items: deleted ? [] : [pedro],
          total: deleted ? 0 : 1,
          page: 1,
          pageSize: 25,
        }),
        getTypeProfile: () => [],
        deleteTeacher: () => {
          deleted = true;
          return { ok: true, message: 'Miembro del equipo dado de baja.' };
        },
        restoreDeleted: (input) => {
          deleted = false;
          return restored(input);
        },
      }),
    );
    renderWithProviders(<TeachersListPage />, { route: '/app/modules/teachers' });
    const actions = await screen.findByRole('group', { name: `Acciones de ${pedro.name}` });
    fireEvent.click(within(actions).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar miembro del equipo' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(`${pedro.name} fue eliminado del equipo`)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(restored).toHaveBeenCalledWith({
        body: { data: { entity: 'miembro', id: pedro.id } },
      }),
    );
    expect(await screen.findByText(`${pedro.name} está de vuelta en el equipo`)).toBeTruthy();
  });
});
