// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import { routes as usersApi } from '@academias/shared/contract/routes';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiFailure,
  renderWithProviders,
  spyOnCallApi,
  staffMember,
} from '@academias/shared/testing';
import { TeacherFormDialog } from './teacher-form-dialog.tsx';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`));

/** Option lists (academies, profile types) answer empty; saves are set per test. */
const listsAnswerEmpty = () =>
  callApiMock.mockImplementation(
    async (endpoint) =>
      (endpoint === usersApi.getTypeProfile
        ? []
        : { items: [], total: 0, page: 1, pageSize: 100 }) as never,
  );

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field('RUT'), '12345678-5');
  await user.type(field('Nombres'), 'Tomás');
  await user.type(field('Apellidos'), 'Pruebas');
  await user.type(field('Usuario'), 'tomas.p');
  await user.type(field('Contraseña'), 'Clave.Segura.2026');
};

describe('TeacherFormDialog', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    callApiMock.mockReset();
  });

  it('refuses different passwords and a bad e-mail before sending', async () => {
    const user = userEvent.setup();
    listsAnswerEmpty();
    renderWithProviders(<TeacherFormDialog member={null} onClose={() => {}} />);
    await fillValid(user);
    await user.type(field('Repite la contraseña'), 'otra');
    await user.type(field('Correo'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(screen.getByText('No es un correo válido')).toBeTruthy();
    expect(callApiMock).not.toHaveBeenCalledWith(usersApi.createTeacher, expect.anything());
  });

  it('shows the server duplicate-RUT message on the RUT field, in Spanish', async () => {
    const user = userEvent.setup();
    listsAnswerEmpty();
    renderWithProviders(<TeacherFormDialog member={null} onClose={() => {}} />);
    callApiMock.mockImplementation(async (endpoint) => {
      if (endpoint === usersApi.createTeacher) {
        throw apiFailure(409, {
          message: 'Ya existe una persona registrada con ese RUT.',
          field: 'data.rut',
        });
      }
      return (
        endpoint === usersApi.getTypeProfile ? [] : { items: [], total: 0, page: 1, pageSize: 100 }
      ) as never;
    });
    await fillValid(user);
    await user.type(field('Repite la contraseña'), 'Clave.Segura.2026');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Ya existe una persona registrada con ese RUT.')).toBeTruthy();
    expect(field('RUT').getAttribute('aria-invalid')).toBe('true');
    expect(callApiMock).toHaveBeenCalledWith(usersApi.createTeacher, {
      body: {
        data: expect.objectContaining({
          rut: '12345678-5',
          type: 1,
          username: 'tomas.p',
          academyIds: [],
        }),
      },
    });
  });

  it('offers only staff profile types (never Alumno or Apoderado)', async () => {
    callApiMock.mockImplementation(
      async (endpoint) =>
        (endpoint === usersApi.getTypeProfile
          ? [
              { id: 1, name: 'Administrador', userType: 0 },
              { id: 2, name: 'Profesor', userType: 1 },
              { id: 3, name: 'Alumno', userType: 2 },
              { id: 4, name: 'Apoderado', userType: 3 },
            ]
          : { items: [], total: 0, page: 1, pageSize: 100 }) as never,
    );
    renderWithProviders(<TeacherFormDialog member={null} onClose={() => {}} />);
    expect(await screen.findByRole('option', { name: 'Profesor' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Administrador' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Alumno' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Apoderado' })).toBeNull();
  });

  it('a teacher created with academies continues as its edit form (to set the percents)', async () => {
    const user = userEvent.setup();
    const created = staffMember(41, 'Tomás Pruebas', {
      username: 'tomas.p',
      academies: [{ id: 7, name: 'Danza Norte' }],
    });
    callApiMock.mockImplementation(async (endpoint) => {
      if (endpoint === usersApi.createTeacher) return created as never;
      if (endpoint === usersApi.getTypeProfile) return [] as never;
      return {
        items: [{ id: 7, name: 'Danza Norte' }],
        total: 1,
        page: 1,
        pageSize: 100,
      } as never;
    });
    const onClose = vi.fn();
    const onCreated = vi.fn();
    renderWithProviders(
      <TeacherFormDialog member={null} onClose={onClose} onCreated={onCreated} />,
    );
    expect(screen.getByText(/el formulario sigue abierto para fijar su porcentaje/)).toBeTruthy();
    await fillValid(user);
    await user.type(field('Repite la contraseña'), 'Clave.Segura.2026');
    await user.click(await screen.findByText('Danza Norte'));
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(onClose).not.toHaveBeenCalled();
    expect(callApiMock).toHaveBeenCalledWith(usersApi.createTeacher, {
      body: { data: expect.objectContaining({ academyIds: [7] }) },
    });
  });
});
