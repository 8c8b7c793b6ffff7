// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, useLocation } from '@academias/shared/router';
import { describe, expect, it } from 'vitest';
import { useUrlListState } from './use-url-list-state.ts';

const setup = (url: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useUrlListState({
        sorts: ['dueDate', 'amount'] as const,
        sort: { key: 'dueDate', order: 'asc' },
        filters: { state: 'abiertos', dueFrom: '', dueTo: '' },
      }),
      location: useLocation(),
    }),
    { wrapper },
  );
};

describe('useUrlListState', () => {
  it('reads page, sort, search and filters from the URL, defaults for the rest', () => {
    const { result } = setup('/x?page=3&sort=amount&order=desc&search=ana&dueFrom=2026-03-01');
    expect(result.current.list.query).toEqual({
      page: 3,
      pageSize: 25,
      sort: 'amount',
      order: 'desc',
      search: 'ana',
    });
    expect(result.current.list.filters).toEqual({
      state: 'abiertos',
      dueFrom: '2026-03-01',
      dueTo: '',
    });
  });

  it('ignores a sort the server would refuse', () => {
    const { result } = setup('/x?sort=drop&order=sideways&page=-2');
    expect(result.current.list.query).toMatchObject({ page: 1, sort: 'dueDate', order: 'asc' });
  });

  it('writes filters to the URL and goes back to page 1; defaults stay out', () => {
    const { result } = setup('/x?page=4');
    act(() => result.current.list.setFilters({ dueFrom: '2026-03-01', dueTo: '2026-03-31' }));
    expect(result.current.location.search).toBe('?dueFrom=2026-03-01&dueTo=2026-03-31');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?dueFrom=2026-03-01&dueTo=2026-03-31&page=2');
    act(() => result.current.list.setFilters({ dueFrom: '' }));
    expect(result.current.location.search).toBe('?dueTo=2026-03-31');
  });

  it('two quick changes before the router re-renders keep both', () => {
    const { result } = setup('/x?pageSize=100');
    const { setFilters } = result.current.list;
    act(() => {
      setFilters({ dueFrom: '2026-03-01' });
      setFilters({ dueTo: '2026-03-31' });
    });
    expect(result.current.location.search).toBe(
      '?pageSize=100&dueFrom=2026-03-01&dueTo=2026-03-31',
    );
    act(() => result.current.list.setFilters({ dueTo: '' }));
    expect(result.current.location.search).toBe('?pageSize=100&dueFrom=2026-03-01');
  });

  it('keeps "Todos" apart from a filter with another default', () => {
    const { result } = setup('/x');
    act(() => result.current.list.setFilters({ state: '' }));
    expect(result.current.location.search).toBe('?state=');
    expect(result.current.list.filters.state).toBe('');
    act(() => result.current.list.setFilters({ state: 'abiertos' }));
    expect(result.current.location.search).toBe('');
  });

  it('a search that settles after the person left the list does not bring them back to it', () => {
    window.history.replaceState(null, '', '/app/modules/academies');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BrowserRouter>{children}</BrowserRouter>
    );
    const { result } = renderHook(
      () =>
        useUrlListState({
          sorts: ['name'] as const,
          sort: { key: 'name', order: 'asc' },
          filters: {},
        }),
      { wrapper },
    );
    // a link was clicked: the address bar moved while the list is still on screen
    window.history.pushState(null, '', '/app/modules/academies/7');
    act(() => result.current.setSearch('Allegro'));
    expect(window.location.pathname + window.location.search).toBe('/app/modules/academies/7');
  });
});
