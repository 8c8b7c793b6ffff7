// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListState } from './use-list-state.ts';

describe('useListState', () => {
  it('starts on page 1 sorted ascending, with no search in the query', () => {
    const { result } = renderHook(() => useListState<'name' | 'rut'>('name'));
    expect(result.current.query).toEqual({ page: 1, pageSize: 25, sort: 'name', order: 'asc' });
  });

  it('goes back to page 1 on a new search, sort or page size', () => {
    const { result } = renderHook(() => useListState<'name' | 'rut'>('name', 10));
    act(() => result.current.setPage(3));
    act(() => result.current.setSearch('  Núñez '));
    expect(result.current.query).toMatchObject({ page: 1, search: 'Núñez' });

    act(() => result.current.tableProps.onPageChange(2));
    act(() => result.current.tableProps.onSortChange({ key: 'rut', order: 'desc' }));
    expect(result.current.query).toMatchObject({ page: 1, sort: 'rut', order: 'desc' });
    expect(result.current.tableProps.sort).toEqual({ key: 'rut', order: 'desc' });

    act(() => result.current.setPage(4));
    act(() => result.current.tableProps.onPageSizeChange(50));
    expect(result.current.query).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('drops an emptied search from the query', () => {
    const { result } = renderHook(() => useListState('name'));
    act(() => result.current.setSearch('Ana'));
    act(() => result.current.setSearch(''));
    expect(result.current.query).not.toHaveProperty('search');
  });
});
