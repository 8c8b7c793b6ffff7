// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table.tsx';
import { loadCheckbox } from './lazy-controls.ts';
import { RowActions } from './row-actions.tsx';
import { stubPhone } from './narrow-screen.test-helper.ts';
import { UiProvider } from './ui-provider.tsx';
import { useColumnChoice } from './use-column-choice.ts';
import { useRowSelection } from './use-row-selection.ts';

// A list with selection fetches the checkbox beside its page (withKit): here, before rendering.
await loadCheckbox();

interface Person {
  id: number;
  name: string;
  rut: string;
  note: string;
}
const people: Person[] = [
  { id: 1, name: 'Ana Pérez', rut: '12.345.678-5', note: 'Una nota muy larga que no cabe' },
  { id: 2, name: 'Benjamín Soto', rut: '9.876.543-3', note: '' },
];
const annul = vi.fn();
const columns: DataColumn<Person>[] = [
  { key: 'name', header: 'Nombre', cell: (p) => p.name, alwaysShown: true },
  { key: 'rut', header: 'RUT', cell: (p) => p.rut },
  { key: 'note', header: 'Nota', cell: (p) => p.note, truncate: true, card: 'hide' },
  {
    key: 'actions',
    header: 'Acciones',
    cell: (p) => (
      <RowActions
        rowLabel={p.name}
        actions={[{ label: 'Anular', danger: true, onSelect: () => annul(p.id) }]}
      />
    ),
  },
];
const base = {
  caption: 'Personas',
  columns,
  rows: people,
  rowKey: (p: Person) => p.id,
  total: 40,
  page: 1,
  pageSize: 25,
  onPageChange: () => {},
};
const wrap = (ui: React.ReactNode) => render(<UiProvider>{ui}</UiProvider>);

describe('DataTable, the screen kit', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps the actions column stuck to the right and truncates wide text with the full text as title', () => {
    stubPhone(false);
    wrap(<DataTable {...base} />);
    const [first] = screen.getAllByRole('button', { name: 'Anular' });
    expect(getComputedStyle(first!.closest('td')!).position).toBe('sticky');
    expect(screen.getByTitle('Una nota muy larga que no cabe').tabIndex).toBe(0);
    fireEvent.click(first!);
    expect(annul).toHaveBeenCalledWith(1);
  });

  it('below 600 px shows one card per row (title, details, actions) and no table', () => {
    stubPhone(true);
    wrap(<DataTable {...base} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Ana Pérez');
    expect(cards[0]!.textContent).toContain('RUT12.345.678-5');
    expect(cards[0]!.textContent).not.toContain('Una nota');
    expect(screen.getAllByRole('button', { name: 'Anular' })).toHaveLength(2);
  });

  it('the column chooser choice, kept in this browser, hides the column', async () => {
    stubPhone(false);
    const { result } = renderHook(() => useColumnChoice('personas'));
    act(() => result.current.toggle('rut'));
    expect(JSON.parse(localStorage.getItem('academias.columns.personas')!)).toEqual(['rut']);
    wrap(<DataTable {...base} columnsId="personas" />);
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'RUT' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toBeTruthy();
  });

  it('row selection: the page, then "all N of this filter"; a new filter clears it', async () => {
    stubPhone(false);
    const Harness = ({ filter }: { filter: string }) => {
      const selection = useRowSelection(filter);
      return <DataTable {...base} selection={selection} />;
    };
    const { rerender } = wrap(<Harness filter="a" />);
    fireEvent.click(screen.getByLabelText('Seleccionar las filas de esta página'));
    expect(await screen.findByText('2 filas seleccionadas')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Seleccionar las 40 filas de este filtro' }),
    );
    expect(await screen.findByText('Todas las 40 filas de este filtro seleccionadas')).toBeTruthy();
    rerender(
      <UiProvider>
        <Harness filter="b" />
      </UiProvider>,
    );
    expect(screen.queryByText(/seleccionadas/)).toBeNull();
  });
});
