import { useEffect, useMemo, useState } from 'react';

export type SortOrder = 'asc' | 'desc';

export interface ListState<S extends string> {
  page: number;
  pageSize: number;
  /** What the user typed; the query uses it 300 ms after they stop typing. */
  search: string;
  sort: S;
  order: SortOrder;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSearch: (search: string) => void;
  /** Same column flips the order; another column sorts ascending. */
  toggleSort: (sort: S) => void;
  /** The list part of the query string (`page`, `pageSize`, `search`, `sort`, `order`). */
  query: { page: number; pageSize: number; search?: string; sort: S; order: SortOrder };
}

/** Server-side paging, search and sort of one list. Changing the search or sort goes back to page 1. */
export const useListState = <S extends string>(
  initialSort: S,
  initialPageSize = 25,
): ListState<S> => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [search, setSearchState] = useState('');
  const [debounced, setDebounced] = useState('');
  const [sort, setSort] = useState<S>(initialSort);
  const [order, setOrder] = useState<SortOrder>('asc');

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = search.trim();
      setDebounced((prev) => {
        if (prev !== next) setPage(1);
        return next;
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const query = useMemo(
    () => ({ page, pageSize, sort, order, ...(debounced ? { search: debounced } : {}) }),
    [page, pageSize, sort, order, debounced],
  );

  return {
    page,
    pageSize,
    search,
    sort,
    order,
    setPage,
    setPageSize: (size) => {
      setPageSizeState(size);
      setPage(1);
    },
    setSearch: setSearchState,
    toggleSort: (next) => {
      if (next === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
      else {
        setSort(next);
        setOrder('asc');
      }
      setPage(1);
    },
    query,
  };
};
