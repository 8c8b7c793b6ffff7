// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import type { EndpointResponse } from '@academias/shared/contract/define';
import type { getAcademyById } from '@academias/shared/contract/academies';
import type { teachers } from '@academias/shared/contract/users';
import { events, type ToastMessage } from '@academias/shared/events';
import { Route, Routes } from '@academias/shared/router';
import {
  answerCalls,
  apiFailure,
  renderWithProviders,
  spyOnCallApi,
  staffMember,
} from '@academias/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AcademyDetailPage from './academy-detail-page.tsx';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const allegro: EndpointResponse<typeof getAcademyById> = {
  id: 1,
  name: 'Academia de Música Allegro',
  description: 'Piano, guitarra y canto',
  address: 'Av. Providencia 1234, Santiago',
  phone: '+56912345678',
  email: 'allegro@academias.cl',
  teachers: [{ id: 2, name: 'Rodrigo Valdés' }],
  studentCount: 12,
  planCount: 3,
  createdAt: '2026-01-05T12:00:00Z',
  charges: [
    {
      id: 8,
      academyId: 1,
      description: 'Arriendo de sala',
      amount: 350_000,
      frequency: 'mensual',
      startDate: '2026-01-01',
    },
  ],
  percents: [
    {
      id: 4,
      academyId: 1,
      teacherId: 2,
      teacherName: 'Rodrigo Valdés',
      percent: 20,
      validFrom: '2026-01-01',
      editable: false,
    },
  ],
  percentHistory: [],
};
const team: EndpointResponse<typeof teachers> = {
  items: [staffMember(2, 'Rodrigo Valdés'), staffMember(4, 'Javiera Soto')],
  total: 2,
  page: 1,
  pageSize: 100,
};
const serve = (
  editAcademies: () => EndpointResponse<typeof getAcademyById>,
  saveChargeByAcademy: () => EndpointResponse<typeof getAcademyById>['charges'][number] = () =>
    allegro.charges[0]!,
) =>
  callApiMock.mockImplementation(
    answerCalls({
      getAcademyById: () => allegro,
      teachers: () => team,
      studentsByAcademy: () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
      editAcademies,
      saveChargeByAcademy,
    }),
  );

const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/app/modules/academies/:academyId" element={<AcademyDetailPage />} />
    </Routes>,
    { route: '/app/modules/academies/1' },
  );

// The shell shows the toasts a remote signals; here they are collected.
let toasts: ToastMessage[] = [];
let stopListening = () => {};
beforeEach(() => {
  toasts = [];
  stopListening = events.on('toast', (toast) => toasts.push(toast));
});
afterEach(() => {
  stopListening();
  cleanup();
  callApiMock.mockReset();
});

describe('Ficha de academia', { timeout: 30_000 }, () => {
  it('shows the academy’s data and assigns a teacher from the team', async () => {
    serve(() => allegro);
    open();
    expect(
      await screen.findByRole('heading', { name: 'Academia de Música Allegro', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('Av. Providencia 1234, Santiago')).toBeTruthy();
    expect(screen.getByText('Arriendo de sala')).toBeTruthy();
    expect(screen.getByText('$350.000')).toBeTruthy();
    expect(screen.getAllByText('Rodrigo Valdés').length).toBeGreaterThan(0);

    const picker = screen.getByRole('combobox', { name: 'Profesor para asignar' });
    await screen.findByRole('option', { name: 'Javiera Soto' });
    fireEvent.change(picker, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Asignar profesor' }));
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'editAcademies' }),
        expect.objectContaining({
          body: { data: expect.objectContaining({ id: 1, teacherIds: [2, 4] }) },
        }),
      ),
    );
    await waitFor(() =>
      expect(toasts).toEqual([{ type: 'success', title: 'Profesor asignado a la academia' }]),
    );
  });

  it('says in Spanish why a teacher could not be assigned', async () => {
    serve(() => {
      throw apiFailure(409, { message: 'El profesor está deshabilitado.' });
    });
    open();
    const picker = await screen.findByRole('combobox', { name: 'Profesor para asignar' });
    await screen.findByRole('option', { name: 'Javiera Soto' });
    fireEvent.change(picker, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Asignar profesor' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          type: 'error',
          title: 'No se pudo asignar el profesor',
          description: 'El profesor está deshabilitado.',
        },
      ]),
    );
  });

  it('adds an own charge; a refusal the server names a field for shows under that field', async () => {
    let refuse = true;
    serve(
      () => allegro,
      () => {
        if (refuse)
          throw apiFailure(400, { message: 'debe ser mayor que 0', field: 'academy.amount' });
        return { ...allegro.charges[0]!, id: 9, description: 'Matrícula' };
      },
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar cargo' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Descripción/), {
      target: { value: 'Matrícula' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Monto/), { target: { value: '25000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Debe ser mayor que 0')).toBeTruthy();
    expect(toasts).toEqual([]);

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', title: 'Cargo agregado' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s Spanish error when the academy cannot be read', async () => {
    callApiMock.mockRejectedValue(apiFailure(500, { message: 'Error interno. Intenta de nuevo.' }));
    open();
    expect(await screen.findByText('No se pudo cargar la academia')).toBeTruthy();
    expect(screen.getByText('Error interno. Intenta de nuevo.')).toBeTruthy();
  });
});
