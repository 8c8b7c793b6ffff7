// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import { routes as academiesApi } from '@academias/shared/contract/routes';
import { todayInChile } from '@academias/shared/format';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { TeacherAcademyPercents } from './teacher-academy-percents.tsx';
import { spyOnCallApi } from '@academias/shared/testing';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const thisMonth = todayInChile().slice(0, 7);
const nextYear = String(Number(thisMonth.slice(0, 4)) + 1);
const entry = (
  id: number,
  teacherId: number,
  percent: number,
  validFrom: string,
  editable: boolean,
) => ({
  id,
  academyId: 7,
  teacherId,
  teacherName: teacherId === 5 ? 'Ana Rojas' : 'Otro Profe',
  percent,
  validFrom,
  editable,
});
const past = entry(1, 5, 30, '2000-01-01', false);
const future = entry(2, 5, 40, `${nextYear}-03-01`, true);
const detail = {
  id: 7,
  name: 'Danza Norte',
  percents: [past, entry(3, 6, 50, '2000-01-01', false)],
  percentHistory: [future, past, entry(3, 6, 50, '2000-01-01', false)],
};

const render = () =>
  renderWithProviders(
    <TeacherAcademyPercents academy={{ id: 7, name: 'Danza Norte' }} teacherId={5} />,
  );

describe('TeacherAcademyPercents', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    callApiMock.mockReset();
  });

  it("shows only this teacher's history: the past entry kept, the future one removable", async () => {
    callApiMock.mockImplementation(async () => detail as never);
    render();
    expect(await screen.findByText('Hoy recibe 30 %.')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Ya rigió: no se cambia')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: /Quitar porcentaje/ })).toBeTruthy();
    expect(screen.queryByText('Otro Profe')).toBeNull();
  });

  it('refuses a past month before sending and shows the server over-100 % refusal in Spanish', async () => {
    const user = userEvent.setup();
    const over =
      'Los porcentajes de los profesores de esta academia sumarían más de 100 % desde marzo: los demás ya suman 50 %, así que este profesor puede tener como máximo 50 %.';
    callApiMock.mockImplementation(async (endpoint) => {
      if (endpoint === academiesApi.savePercent)
        throw apiFailure(409, { message: over, field: 'data.percent' });
      return detail as never;
    });
    render();
    await screen.findByText('Hoy recibe 30 %.');
    await user.type(screen.getByLabelText('Porcentaje (%)'), '60');
    const year = screen.getAllByRole('combobox').at(-1)!;
    await user.selectOptions(year, String(Number(thisMonth.slice(0, 4)) - 1));
    await user.click(screen.getByRole('button', { name: 'Fijar porcentaje en Danza Norte' }));
    expect(await screen.findByText(/No puede ser un mes pasado/)).toBeTruthy();
    expect(callApiMock).not.toHaveBeenCalledWith(academiesApi.savePercent, expect.anything());

    await user.selectOptions(year, nextYear);
    await user.click(screen.getByRole('button', { name: 'Fijar porcentaje en Danza Norte' }));
    expect(await screen.findByText(over)).toBeTruthy();
    expect(callApiMock).toHaveBeenCalledWith(academiesApi.savePercent, {
      body: { data: expect.objectContaining({ academyId: 7, teacherId: 5, percent: 60 }) },
    });
  });
});
