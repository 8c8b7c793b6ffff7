import { useCallback, useMemo, useState } from 'react';
import type { SortState } from './data-table-column.ts';

export type SortOrder = SortState['order'];

/**
 * Server-side paging, search and sort of one list. A new search, sort or page size goes back
 * to page 1. The search arrives already debounced (SearchInput waits for the user to stop).
 * `tableProps` is what DataTable needs for paging and sorting; `query` is the list part of the
 * request (`page`, `pageSize`, `search`, `sort`, `order`).
 */
export const useListState = <S extends string>(initialSort: S, initialPageSize = 25) => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [search, setSearchState] = useState('');
  const [sort, setSortState] = useState<{ key: S; order: SortOrder }>({
    key: initialSort,
    order: 'asc',
  });

  const setSearch = useCallback((next: string) => {
    setSearchState(next.trim());
    setPage(1);
  }, []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(1);
  }, []);
  const setSort = useCallback((next: SortState) => {
    setSortState({ key: next.key as S, order: next.order });
    setPage(1);
  }, []);

  const query = useMemo(
    () => ({ page, pageSize, sort: sort.key, order: sort.order, ...(search ? { search } : {}) }),
    [page, pageSize, sort, search],
  );
  const tableProps = {
    page,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: setPageSize,
    sort,
    onSortChange: setSort,
  };

  return {
    page,
    pageSize,
    search,
    sort,
    setPage,
    setPageSize,
    setSearch,
    setSort,
    query,
    tableProps,
  };
};

export type ListState<S extends string> = ReturnType<typeof useListState<S>>;
