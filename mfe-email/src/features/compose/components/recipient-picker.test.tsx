import { callApi } from '@academias/shared/api';
import type { RecipientFilter } from '@academias/shared/contract/email';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RecipientPicker } from './recipient-picker.tsx';
import { spyOnCallApi } from '@academias/shared/testing';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const people = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  name: `Persona ${i + 1}`,
  rut: null,
  email: `p${i + 1}@example.cl`,
  academies: 'Allegro',
  skipReason: null,
}));
const everyone = {
  items: people,
  total: 3,
  page: 1,
  pageSize: 10,
  sendable: 273,
  skipped: 27,
  skippedItems: [{ ...people[0]!, id: 99, name: 'Sin Correo', skipReason: 'Sin correo' }],
};

const Picker = () => {
  const [filter, setFilter] = useState<RecipientFilter>({ mode: 'todos' });
  return <RecipientPicker filter={filter} onChange={setFilter} onCount={() => {}} />;
};

afterEach(() => {
  cleanup();
  callApiMock.mockReset();
});

describe('RecipientPicker', { timeout: 20_000 }, () => {
  it("counts a pick on its own, never showing the previous filter's count meanwhile", async () => {
    let answerPick: (() => void) | undefined;
    callApiMock.mockImplementation(((
      _endpoint: unknown,
      options: { query: { mode: string; userIds?: string } },
    ) => {
      const { mode, userIds } = options.query;
      if (mode !== 'seleccion') return Promise.resolve(everyone);
      const picked = people.filter((p) => userIds?.split(',').includes(String(p.id)));
      return new Promise((resolve) => {
        answerPick = () =>
          resolve({ ...everyone, sendable: picked.length, skipped: 0, skippedItems: [] });
      });
    }) as never);
    renderWithProviders(<Picker />);
    expect(await screen.findByText('273')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Destinatarios'), 'seleccion');
    expect(screen.getByText('Completa el filtro para ver a quiénes llegará.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Elegir a Persona 1' }));

    // While the pick is counted: no stale 273 nor its skipped list.
    expect(await screen.findByText('Contando destinatarios…')).toBeTruthy();
    expect(screen.queryByText('273')).toBeNull();
    expect(screen.queryByText(/Ver omitidos/)).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: 'Elegir a Persona 1' }) as HTMLInputElement).checked,
    ).toBe(true);

    answerPick?.();
    const count = await screen.findByTestId('sendable-count');
    expect(count.textContent).toBe('1');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });
});
