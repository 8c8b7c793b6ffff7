import { useCallback, useState } from 'react';

export interface ListParams<S extends string> {
  page: number;
  pageSize: number;
  search: string;
  sort: S | undefined;
  order: 'asc' | 'desc';
}

/**
 * Paging, search and sort of a server-side list. Changing the search, a filter or the sort goes
 * back to page 1, so the user never lands on an empty page past the end.
 */
export const useListParams = <S extends string>(initial: Partial<ListParams<S>> = {}) => {
  const [params, setParams] = useState<ListParams<S>>({
    page: 1,
    pageSize: 20,
    search: '',
    sort: undefined,
    order: 'asc',
    ...initial,
  });
  const setPage = useCallback((page: number) => setParams((p) => ({ ...p, page })), []);
  const setSearch = useCallback(
    (search: string) => setParams((p) => ({ ...p, search, page: 1 })),
    [],
  );
  const toggleSort = useCallback(
    (sort: S) =>
      setParams((p) => ({
        ...p,
        page: 1,
        sort,
        order: p.sort === sort && p.order === 'asc' ? 'desc' : 'asc',
      })),
    [],
  );
  const resetPage = useCallback(() => setParams((p) => ({ ...p, page: 1 })), []);
  return { params, setPage, setSearch, toggleSort, resetPage };
};

/** The query string the contract's `listQuery` reads; empty values are left out. */
export const listQueryOf = <S extends string>({
  page,
  pageSize,
  search,
  sort,
  order,
}: ListParams<S>) => ({
  page,
  pageSize,
  order,
  ...(search.trim() ? { search: search.trim() } : {}),
  ...(sort ? { sort } : {}),
});
