// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import type { RowSelection } from '@academias/shared/ui';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { StudentBulkActions } from './student-bulk-actions.tsx';
import { spyOnCallApi } from '@academias/shared/testing';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const selection = (keys: number[], allOfFilter = false) =>
  ({
    keys: new Set(keys),
    allOfFilter,
    count: (total: number) => (allOfFilter ? total : keys.length),
    clear: vi.fn(),
  }) as unknown as RowSelection;

const render = (s: RowSelection) =>
  renderWithProviders(
    <StudentBulkActions
      selection={s}
      total={40}
      filter={{ status: 'activo', search: 'ana' }}
      query={{ page: 1, pageSize: 25, order: 'asc', status: 'activo', search: 'ana' }}
    />,
  );

const bodyOf = (call: number) =>
  (callApiMock.mock.calls[call]![1] as unknown as { body: { data: Record<string, unknown> } }).body
    .data;

const findButton = (name: string) => screen.findByRole('button', { name });

const choose = async (button: RegExp) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: button }));
  return user;
};

describe('StudentBulkActions', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    callApiMock.mockReset();
  });

  it('is absent with nothing ticked', () => {
    render(selection([]));
    expect(screen.queryByRole('button', { name: /Enviar recordatorio/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Exportar selección/ })).toBeNull();
  });

  it('invites the ticked people by id with one key per dialog, then clears the selection', async () => {
    callApiMock.mockResolvedValue({
      selected: 2,
      queued: 2,
      skipped: 0,
      replayed: false,
      message: 'Se enviaron 2 invitaciones.',
    });
    const s = selection([7, 3]);
    render(s);
    expect(screen.getByRole('button', { name: 'Exportar selección (2)' })).toBeTruthy();
    const user = await choose(/^Invitar al portal/);
    await user.click(await findButton('Enviar invitaciones'));
    await waitFor(() => expect(s.clear).toHaveBeenCalled());
    expect(bodyOf(0)).toMatchObject({ action: 'invitacion', students: { ids: [7, 3] } });
    expect(String(bodyOf(0).idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('"all of this filter" sends the filter, and a template must be chosen first', async () => {
    callApiMock.mockImplementation(async (endpoint: { name: string }) =>
      endpoint.name === 'getEmails/'
        ? { items: [{ id: 5, name: 'Aviso de vacaciones' }], total: 1, page: 1, pageSize: 100 }
        : { selected: 40, queued: 38, skipped: 2, replayed: false, message: '38 correos en cola.' },
    );
    render(selection([], true));
    expect(screen.getByRole('button', { name: 'Invitar al portal (40)' })).toBeTruthy();
    const user = await choose(/^Enviar plantilla \(/);
    await user.click(await findButton('Enviar plantilla'));
    expect(await screen.findByText('Elige una plantilla para enviar.')).toBeTruthy();
    await user.selectOptions(
      await screen.findByLabelText('Plantilla'),
      await screen.findByRole('option', { name: 'Aviso de vacaciones' }),
    );
    await user.click(await findButton('Enviar plantilla'));
    await waitFor(() =>
      expect(
        callApiMock.mock.calls.some(([e]) => (e as { name: string }).name === 'students/bulk'),
      ).toBe(true),
    );
    const sent = callApiMock.mock.calls.findIndex(
      ([e]) => (e as { name: string }).name === 'students/bulk',
    );
    expect(bodyOf(sent)).toMatchObject({
      action: 'plantilla',
      templateId: 5,
      students: { filter: { status: 'activo', search: 'ana' } },
    });
    expect(bodyOf(sent).students).not.toHaveProperty('ids');
  });

  it('shows a refusal in Spanish inside the dialog and keeps the selection', async () => {
    callApiMock.mockRejectedValue(
      apiFailure(400, {
        message:
          'La selección no tiene alumnos activos: los recordatorios y las plantillas se envían por alumno.',
        field: 'data.students',
      }),
    );
    const s = selection([9]);
    render(s);
    const user = await choose(/^Enviar recordatorio/);
    await new Promise((r) => setTimeout(r, 500));
    await user.click(await findButton('Enviar ahora'));
    expect(await screen.findByText(/no tiene alumnos activos/)).toBeTruthy();
    expect(s.clear).not.toHaveBeenCalled();
  });
});
