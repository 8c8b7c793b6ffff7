import { callApi } from '@academias/shared/api';
import { routes as contract } from '@academias/shared/contract/routes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import ScheduledSendsPage from './scheduled-sends-page.tsx';
import { spyOnCallApi } from '@academias/shared/testing';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const send = (id: number, state: 'programado' | 'iniciado' | 'cancelado', runAt: string) => ({
  id,
  templateId: 1,
  templateName: `Aviso ${id}`,
  runAt,
  state,
  authorName: 'Ana Admin',
  sendId: null,
  lastError: null,
  createdAt: '2026-05-01T12:00:00.000Z',
});
const list = {
  items: [send(1, 'programado', '2026-05-11T09:30'), send(2, 'iniciado', '2026-05-01T08:00')],
  total: 2,
  page: 1,
  pageSize: 20,
};

afterEach(() => {
  cleanup();
  callApiMock.mockReset();
});

describe('Envíos programados', () => {
  it('lists sends with their local date; only one not started can be rescheduled or cancelled', async () => {
    callApiMock.mockImplementation(async (endpoint) => {
      if (endpoint === contract.getScheduledSends) return list as never;
      if (endpoint === contract.rescheduleScheduledSend)
        return send(1, 'programado', '2026-05-12T18:00') as never;
      if (endpoint === contract.cancelScheduledSend) return { ok: true } as never;
      throw new Error('unexpected call');
    });
    renderWithProviders(<ScheduledSendsPage />);
    expect(await screen.findAllByText('11-05-2026 09:30')).not.toHaveLength(0);
    const started = screen.queryAllByRole('group', { name: /Aviso 2/ });
    expect(started).toHaveLength(0);
    const actions = screen.getAllByRole('group', { name: /Aviso 1 del 11-05-2026 09:30/ })[0]!;

    await userEvent.click(within(actions).getByRole('button', { name: 'Reprogramar' }));
    const field = await screen.findByLabelText(/Nueva fecha y hora/);
    await userEvent.clear(field);
    await userEvent.type(field, '2026-05-12T18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith(contract.rescheduleScheduledSend, {
        body: { data: { id: 1, runAt: '2026-05-12T18:00' } },
      }),
    );

    await userEvent.click(within(actions).getByRole('button', { name: 'Cancelar envío' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar envío' }));
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith(contract.cancelScheduledSend, {
        body: { data: { id: 1 } },
      }),
    );
  });
});
