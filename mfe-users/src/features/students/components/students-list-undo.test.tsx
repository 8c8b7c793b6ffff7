// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import type { Student } from '@academias/shared/contract/students';
import { sessionStore } from '@academias/shared/session';
import { answerCalls, renderWithProviders, spyOnCallApi } from '@academias/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StudentsListPage from './students-list-page.tsx';

spyOnCallApi();

const rosa: Student = {
  id: 41,
  type: 2,
  rut: '20100001-4',
  firstName: 'Rosa',
  lastName: 'Soto',
  name: 'Rosa Soto',
  email: null,
  phone: null,
  address: null,
  birthDate: null,
  username: '20100001-4',
  archived: false,
  createdAt: '2026-01-05T12:00:00Z',
};

afterEach(() => {
  cleanup();
  sessionStore.getState().clearSession();
});

describe('Alumnos: a delete offers "Deshacer"', { timeout: 30_000 }, () => {
  it('deletes, then "Deshacer" brings the person back through POST /api/v1/restore', async () => {
    sessionStore.getState().setSession({
      token: 't',
      refreshToken: 'r'.repeat(30),
      expiresAt: '2099-01-01T00:00:00Z',
      type: 0,
      data: { id: 1, name: 'Ana Administradora', username: 'admin' },
      academies: [],
    });
    let deleted = false;
    const restored = vi.fn((_input: unknown) => ({
      ok: true as const,
      message: 'Alumno restaurado.',
    }));
    vi.mocked(callApi).mockImplementation(
      answerCalls({
        students: () => ({
          items: deleted ? [] : [rosa],
          total: deleted ? 0 : 1,
          page: 1,
          pageSize: 25,
        }),
        academies: () => ({ items: [], total: 0, page: 1, pageSize: 100 }),
        plans: () => ({ items: [], total: 0, page: 1, pageSize: 100 }),
        deleteStudents: () => {
          deleted = true;
          return { ok: true, archived: true, message: 'El alumno tiene cobros registrados.' };
        },
        restoreDeleted: (input) => {
          deleted = false;
          return restored(input);
        },
      }),
    );
    renderWithProviders(<StudentsListPage />, { route: '/app/modules/students' });
    fireEvent.click(await screen.findByRole('button', { name: `Eliminar a ${rosa.name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar alumno' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText(`${rosa.name} fue archivado (tiene cobros o pagos)`),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(restored).toHaveBeenCalledWith({ body: { data: { entity: 'alumno', id: rosa.id } } }),
    );
    expect(await screen.findByText(`${rosa.name} está de vuelta`)).toBeTruthy();
    expect(await screen.findByRole('button', { name: `Eliminar a ${rosa.name}` })).toBeTruthy();
  });
});
