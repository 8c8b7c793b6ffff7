// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import { routes as studentsApi } from '@academias/shared/contract/routes';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { StudentFormDialog } from './student-form-dialog.tsx';
import { spyOnCallApi } from '@academias/shared/testing';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

/** The input labelled exactly `name` (a required field's label ends with its `*`). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`));

const open = () => renderWithProviders(<StudentFormDialog student={null} onClose={() => {}} />);

describe('StudentFormDialog', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    callApiMock.mockReset();
  });

  it('formats the RUT as typed and refuses a wrong check digit without calling the API', async () => {
    const user = userEvent.setup();
    open();
    const rut = field('RUT');
    await user.type(rut, '123456789');
    expect(rut).toHaveProperty('value', '12.345.678-9');
    await user.type(field('Nombres'), 'Ana');
    await user.type(field('Apellidos'), 'Pérez');
    await user.click(screen.getByRole('button', { name: 'Crear alumno' }));
    expect(
      await screen.findByText('No es un RUT válido (revisa el dígito verificador)'),
    ).toBeTruthy();
    expect(rut.getAttribute('aria-invalid')).toBe('true');
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('asks names first, then RUT and birth date', async () => {
    open();
    const order = ['Nombres', 'Apellidos', 'RUT', 'Fecha de nacimiento'].map((n) => field(n));
    const inDocument = [...document.querySelectorAll('input')];
    const positions = order.map((el) => inDocument.indexOf(el as HTMLInputElement));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('names every missing required field', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Crear alumno' }));
    expect(await screen.findAllByText('Es obligatorio')).toHaveLength(2);
    expect(screen.getByText('No es un RUT válido (revisa el dígito verificador)')).toBeTruthy();
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('sends the normalised RUT and shows the server refusal on the RUT field', async () => {
    const user = userEvent.setup();
    callApiMock.mockRejectedValueOnce(
      apiFailure(409, {
        message: 'Ya existe una persona registrada con ese RUT.',
        field: 'data.rut',
        code: 'duplicado',
      }),
    );
    open();
    await user.type(field('RUT'), '12.345.678-5');
    await user.type(field('Nombres'), 'Ana');
    await user.type(field('Apellidos'), 'Pérez');
    await user.click(screen.getByRole('button', { name: 'Crear alumno' }));
    expect(await screen.findByText('Ya existe una persona registrada con ese RUT.')).toBeTruthy();
    expect(callApiMock).toHaveBeenCalledWith(studentsApi.createStudents, {
      body: {
        data: expect.objectContaining({
          rut: '12345678-5',
          firstName: 'Ana',
          lastName: 'Pérez',
          type: 2,
          guardianIds: [],
        }),
      },
    });
  });

  it('asks for the new guardian names when the guardian RUT is not registered', async () => {
    const user = userEvent.setup();
    callApiMock.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 } as never);
    open();
    await user.type(field('RUT del apoderado'), '11111111-1');
    await user.tab();
    await waitFor(() => expect(field('Nombres del apoderado')).toBeTruthy());
    await user.type(field('RUT'), '12345678-5');
    await user.type(field('Nombres'), 'Ana');
    await user.type(field('Apellidos'), 'Pérez');
    callApiMock.mockClear();
    await user.click(screen.getByRole('button', { name: 'Crear alumno' }));
    expect(await screen.findAllByText('Es obligatorio')).toHaveLength(2);
    expect(callApiMock).not.toHaveBeenCalled();
  });
});
