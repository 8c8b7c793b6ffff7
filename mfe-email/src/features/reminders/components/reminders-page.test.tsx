import { callApi } from '@academias/shared/api';
import type { ReminderSchedule } from '@academias/shared/contract/reminders';
import { answerCalls, apiFailure, spyOnCallApi } from '@academias/shared/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import RemindersPage from './reminders-page.tsx';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const schedule: ReminderSchedule = {
  academyId: 1,
  academyName: 'Academia de Música Allegro',
  enabled: true,
  daysBefore: 3,
  onDueDate: true,
  everyDaysAfter: 7,
  maxTimes: 3,
  sendHour: 10,
  updatedAt: '2026-10-01T12:00:00.000Z',
};
const save = 'Guardar Academia de Música Allegro';

afterEach(() => {
  cleanup();
  callApiMock.mockReset();
});

describe('Recordatorios de pago', { timeout: 30_000 }, () => {
  it("shows each academy's schedule and saves a change", async () => {
    callApiMock.mockImplementation(
      answerCalls({
        getReminderSchedules: () => ({ items: [schedule] }),
        saveReminderSchedule: () => ({ ...schedule, daysBefore: 5, updatedAt: null }),
      }),
    );
    renderWithProviders(<RemindersPage />);
    expect(await screen.findByText('Academia de Música Allegro')).toBeTruthy();
    const daysBefore = screen.getByLabelText(/Días antes del vencimiento/);
    await userEvent.clear(daysBefore);
    await userEvent.type(daysBefore, '5');
    await userEvent.click(screen.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'reminders/schedules/save' }),
        {
          body: {
            data: {
              academyId: 1,
              enabled: true,
              onDueDate: true,
              daysBefore: 5,
              everyDaysAfter: 7,
              maxTimes: 3,
              sendHour: 10,
            },
          },
        },
      ),
    );
    expect(
      await screen.findByText('Calendario de Academia de Música Allegro guardado.'),
    ).toBeTruthy();
  });

  it('puts the server’s Spanish refusal under the field it names', async () => {
    callApiMock.mockImplementation(
      answerCalls({
        getReminderSchedules: () => ({ items: [schedule] }),
        saveReminderSchedule: () => {
          throw apiFailure(400, { message: 'debe ser como máximo 23', field: 'data.sendHour' });
        },
      }),
    );
    renderWithProviders(<RemindersPage />);
    await userEvent.click(await screen.findByRole('button', { name: save }));
    expect((await screen.findAllByText('debe ser como máximo 23')).length).toBeGreaterThan(0);
  });

  it('shows the server’s Spanish error when the schedules cannot be read', async () => {
    callApiMock.mockRejectedValue(
      apiFailure(403, { message: 'No tienes permiso para esta acción.' }),
    );
    renderWithProviders(<RemindersPage />);
    expect(await screen.findByText('No tienes permiso para esta acción.')).toBeTruthy();
  });
});
