import { callApi } from '@academias/shared/api';
import type { Contract, EndpointResponse } from '@academias/shared/contract';
import { Route, Routes } from '@academias/shared/router';
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
import { afterEach, describe, expect, it, vi } from 'vitest';
import StudentDetailPage from './student-detail-page.tsx';

spyOnCallApi();

const enrolment = { academyId: 1, academyName: 'Academia de Música', isClaseEspecial: false };
const sofia: EndpointResponse<Contract['getStudentById']> = {
  id: 41,
  type: 2,
  rut: '20100001-4',
  firstName: 'Sofía',
  lastName: 'Castro',
  name: 'Sofía Castro',
  email: 'sofia@correo.cl',
  phone: null,
  address: null,
  birthDate: '2012-04-09',
  username: '20100001-4',
  archived: false,
  createdAt: '2026-01-05T12:00:00.000Z',
  guardians: [{ id: 40, name: 'Elena Castro', rut: '13333333-9' }],
  wards: [],
  enrolments: [
    { ...enrolment, id: 1, planId: 3, planName: 'Piano mensual', price: 30_000 },
    { ...enrolment, id: 2, planId: 5, planName: 'Ballet mensual', price: 25_000 },
  ].map((e) => ({ ...e, status: 'activo', paymentDay: 5, startDate: '2026-03-01', endDate: null })),
  pendingAmount: 30_000,
};
const charge = (planId: number, description: string) =>
  chargeSample({ id: planId * 10, planId, planName: '', description });
const empty = { items: [], total: 0, page: 1, pageSize: 10 };

const chargesOf = vi.fn();
const serve = (student: () => typeof sofia) =>
  vi.mocked(callApi).mockImplementation(
    answerCalls({
      getStudentById: student,
      getChargesById: (input) => {
        chargesOf(input);
        const planId = Number(input.body.planId);
        return [charge(planId, planId === 3 ? 'Mensualidad piano' : 'Mensualidad ballet')];
      },
      getPayments: () => empty,
      getReminderHistory: () => empty,
      getEmailBounces: () => empty,
      getAutopay: () => ({ payerId: 41, payerName: 'Sofía Castro', eligibleWards: [], card: null }),
    }),
  );
const open = (id = '41') =>
  renderWithProviders(
    <Routes>
      <Route path="/app/modules/students/:studentId" element={<StudentDetailPage />} />
    </Routes>,
    { route: `/app/modules/students/${id}` },
  );

afterEach(() => {
  cleanup();
  signOut();
  vi.mocked(callApi).mockReset();
  chargesOf.mockReset();
});

describe('Ficha del alumno', { timeout: 30_000 }, () => {
  it("shows the student's data, guardian, debt, plans and the first plan's charges", async () => {
    signInAs(0);
    serve(() => sofia);
    open();
    expect(await screen.findByRole('heading', { name: 'Sofía Castro', level: 1 })).toBeTruthy();
    expect(screen.getByText('20.100.001-4')).toBeTruthy();
    expect(screen.getByText('Elena Castro (13.333.333-9)')).toBeTruthy();
    expect(screen.getByText('09-04-2012')).toBeTruthy();
    const plans = screen.getByRole('table', { name: 'Planes del alumno' });
    expect(within(plans).getByText('Ballet mensual')).toBeTruthy();
    expect(await screen.findByText('Mensualidad piano')).toBeTruthy();
    expect(chargesOf).toHaveBeenCalledWith({ body: { studentId: 41, planId: 3 } });
    expect(screen.getByRole('button', { name: 'Editar datos' })).toBeTruthy();
  });

  it('"Cobros" of another plan shows that plan\'s charges', async () => {
    signInAs(0);
    serve(() => sofia);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ver cobros de Ballet mensual' }));
    expect(await screen.findByText('Mensualidad ballet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cobros · Ballet mensual' })).toBeTruthy();
    await waitFor(() =>
      expect(chargesOf).toHaveBeenLastCalledWith({ body: { studentId: 41, planId: 5 } }),
    );
  });

  it('a teacher reads the page without editing: no status select, no "Editar datos"', async () => {
    signInAs(1);
    serve(() => sofia);
    open();
    expect(await screen.findByRole('heading', { name: 'Sofía Castro', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar datos' })).toBeNull();
    expect(screen.queryByLabelText('Estado en Piano mensual')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inscribir en un plan' })).toBeNull();
  });

  it('an unknown student, or a bad address, is said in Spanish with the way back', async () => {
    signInAs(0);
    serve(() => {
      throw apiFailure(404, { message: 'No se encontró el alumno.' });
    });
    open('99');
    expect(await screen.findByText('El alumno no existe o no tienes acceso a él.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Volver a Alumnos' })).toBeTruthy();
    cleanup();
    open('abc');
    expect(await screen.findByText('El alumno no existe o no tienes acceso a él.')).toBeTruthy();
  });
});
