// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@academias/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, loadLists, useUrlListState } from './lazy-lists.ts';
import { withKit } from './with-kit.ts';
import { UiProvider } from './ui-provider.tsx';

interface Row {
  id: number;
  name: string;
}
const rows: Row[] = [
  { id: 1, name: 'Ana Pérez' },
  { id: 2, name: 'Bruno Soto' },
];

/** A list page as the modules write one: the URL's list state (a hook) and the table. */
const StudentsList = () => {
  const list = useUrlListState({
    sorts: ['name'],
    sort: { key: 'name', order: 'asc' },
    filters: {},
  });
  return (
    <>
      <p>En la página {list.tableProps.page}</p>
      <DataTable
        caption="Alumnos"
        columns={[{ key: 'name', header: 'Nombre', cell: (r: Row) => r.name }]}
        rows={rows}
        rowKey={(r: Row) => r.id}
        total={60}
        {...list.tableProps}
      />
    </>
  );
};

const waits = vi.fn();
const PageLoading = () => {
  waits();
  return <p>Cargando…</p>;
};

const renderPage = () =>
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/app/modules/students?page=2']}>
        <Suspense fallback={<PageLoading />}>
          <StudentsList />
        </Suspense>
      </MemoryRouter>
    </UiProvider>,
  );

// In this order: the first test finds the code not fetched yet, the next ones after it is in.
describe('the list kit fetched on demand', { shuffle: false }, () => {
  afterEach(cleanup);

  it('a list page waits in its Suspense for the kit (hook and table), then draws its rows', async () => {
    // Awaited: under act, React retries a suspended part only from an awaited act.
    await act(async () => {
      renderPage();
    });
    expect(waits).toHaveBeenCalled();
    expect(await screen.findByRole('table', { name: 'Alumnos' })).toBeTruthy();
    expect(screen.getByText('En la página 2')).toBeTruthy();
    expect(screen.getByText('Bruno Soto')).toBeTruthy();
  });

  it('draws at once once the kit is in, and its hook keeps working across renders', async () => {
    await loadLists();
    waits.mockClear();
    renderPage();
    expect(waits).not.toHaveBeenCalled();
    expect(screen.getByText('En la página 2')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /anterior/i })[0]!);
    expect(await screen.findByText('En la página 1')).toBeTruthy();
  });

  it('resolves a page’s import once the parts it names are in as well', async () => {
    const page = await withKit(Promise.resolve({ default: StudentsList }), 'lists', 'checkbox');
    expect(page.default).toBe(StudentsList);
  });

  it('keeps each part one component, so a re-render does not remount it', () => {
    expect(DataTable).toBe(DataTable);
    expect((DataTable as { displayName?: string }).displayName).toBe('DataTable');
  });
});
