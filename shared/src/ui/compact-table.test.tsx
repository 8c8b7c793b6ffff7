// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompactTable, type CompactColumn } from './compact-table.tsx';
import { stubPhone } from './narrow-screen.test-helper.ts';
import { UiProvider } from './ui-provider.tsx';

interface Entry {
  id: number;
  from: string;
  percent: string;
}
const rows: Entry[] = [
  { id: 1, from: '01-12-2026', percent: '2,95%' },
  { id: 2, from: '01-01-2026', percent: '2,5%' },
];
const columns: CompactColumn<Entry>[] = [
  { key: 'from', header: 'Vigente desde', cell: (r) => r.from },
  { key: 'percent', header: 'Porcentaje', cell: (r) => r.percent },
  { key: 'actions', header: 'Acciones', cell: (r) => <button type="button">Quitar {r.id}</button> },
];
const renderHistory = () =>
  render(
    <UiProvider>
      <CompactTable
        caption="Historial de comisiones"
        showCaption
        cardsOnPhone
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
      />
    </UiProvider>,
  );

describe('CompactTable with cardsOnPhone', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('on a phone: one card per row, the first column as its title, the actions last', () => {
    stubPhone(true);
    renderHistory();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(
      screen.getByRole('list', { name: 'Historial de comisiones' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toBe('01-12-2026Porcentaje2,95%Quitar 1');
    expect(within(cards[1]!).getByRole('button', { name: 'Quitar 2' })).toBeTruthy();
  });

  it('wider: the table', () => {
    stubPhone(false);
    renderHistory();
    expect(screen.getByRole('table', { name: 'Historial de comisiones' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Vigente desde',
      'Porcentaje',
      'Acciones',
    ]);
  });
});
