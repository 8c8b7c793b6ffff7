import type { SortState } from './data-table-column.ts';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from '@academias/shared/router';

interface UrlListDefaults<S extends string, F extends string> {
  /** Sort keys the server accepts; anything else in the URL falls back to `sort`. */
  sorts: readonly S[];
  sort: { key: S; order: SortState['order'] };
  pageSize?: number;
  /** Every filter of the page with its default value (`''` for "all"). */
  filters: Record<F, string>;
}

const PAGE_SIZES = [10, 25, 50, 100];

const positiveInt = (text: string | null): number | null =>
  text && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/**
 * The state of a page's list (search, filters, sort, page) in the query string, the one hook of
 * every list page: `?state=vencido&dueFrom=2026-03-01&page=2` survives a reload, a shared link and Back.
 * Values equal to their default stay out of the URL; a new filter, search, sort or page size goes
 * back to page 1. `query` is the list part of the request, `tableProps` what DataTable needs;
 * `filterKey` changes whenever the filter or search does (a row selection resets on it).
 */
export const useUrlListState = <S extends string, F extends string>(
  defaults: UrlListDefaults<S, F>,
) => {
  const [searchParams, setSearchParams] = useSearchParams();
  // Where the browser was when this list last rendered (a memory router never moves it).
  const shownAt = window.location.pathname;
  const current = searchParams.toString();
  // The router renders a navigation in a transition: two quick changes (one date, then the other)
  // would both start from the URL of the last render, and the second would drop the first. So a
  // change starts from the last URL asked for while the router has not caught up with it.
  const pending = useRef<{ from: string; asked: string[] } | null>(null);
  const sortParam = searchParams.get('sort') as S | null;
  const orderParam = searchParams.get('order');
  const sort = {
    key: sortParam && defaults.sorts.includes(sortParam) ? sortParam : defaults.sort.key,
    order: orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaults.sort.order,
  };
  const page = positiveInt(searchParams.get('page')) ?? 1;
  const sizeParam = positiveInt(searchParams.get('pageSize'));
  const defaultSize = defaults.pageSize ?? 25;
  const pageSize = sizeParam && PAGE_SIZES.includes(sizeParam) ? sizeParam : defaultSize;
  const search = (searchParams.get('search') ?? '').trim();

  const filterDefaults = JSON.stringify(defaults.filters);
  const filters = useMemo(() => {
    const initial = JSON.parse(filterDefaults) as Record<F, string>;
    return Object.fromEntries(
      (Object.keys(initial) as F[]).map((k) => [k, searchParams.get(k) ?? initial[k]]),
    ) as Record<F, string>;
  }, [searchParams, filterDefaults]);

  const update = useCallback(
    (changes: Record<string, string>, defaultsOf: Record<string, string>, toFirstPage = true) => {
      // The person already left the list (a link clicked while the search was still settling):
      // the router keeps this page mounted while the next one loads, and writing its query now
      // would navigate back to the list. The address bar moves at once, so it tells.
      if (window.location.pathname !== shownAt) return;
      const waiting = pending.current;
      const catchingUp =
        waiting !== null && (current === waiting.from || waiting.asked.includes(current));
      const base = catchingUp ? waiting.asked.at(-1)! : current;
      const next = new URLSearchParams(base);
      for (const [key, value] of Object.entries(changes)) {
        // '' where the default is something else ("Todos" over "Pendientes y vencidos") stays as `key=`
        if (value === (defaultsOf[key] ?? '')) next.delete(key);
        else next.set(key, value);
      }
      if (toFirstPage) next.delete('page');
      pending.current =
        catchingUp && base !== current
          ? { from: waiting.from, asked: [...waiting.asked, next.toString()] }
          : { from: current, asked: [next.toString()] };
      setSearchParams(next, { replace: true });
    },
    [setSearchParams, current, shownAt],
  );

  const setPage = useCallback(
    (next: number) => update({ page: String(next) }, { page: '1' }, false),
    [update],
  );
  const setPageSize = useCallback(
    (next: number) => update({ pageSize: String(next) }, { pageSize: String(defaultSize) }),
    [update, defaultSize],
  );
  const setSearch = useCallback((next: string) => update({ search: next.trim() }, {}), [update]);
  const { key: defaultSortKey, order: defaultOrder } = defaults.sort;
  const setSort = useCallback(
    (next: SortState) =>
      update({ sort: next.key, order: next.order }, { sort: defaultSortKey, order: defaultOrder }),
    [update, defaultSortKey, defaultOrder],
  );
  /** Sets one or more filters at once (an academy and the plan it clears ...). */
  const setFilters = useCallback(
    (changes: Partial<Record<F, string>>) =>
      update(
        changes as Record<string, string>,
        JSON.parse(filterDefaults) as Record<string, string>,
      ),
    [update, filterDefaults],
  );

  const query = {
    page,
    pageSize,
    sort: sort.key,
    order: sort.order,
    ...(search ? { search } : {}),
  };
  const tableProps = {
    page,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: setPageSize,
    sort,
    onSortChange: setSort,
  };
  const filterKey = JSON.stringify([search, filters]);
  return {
    filterKey,
    page,
    pageSize,
    search,
    sort,
    filters,
    setPage,
    setPageSize,
    setSearch,
    setSort,
    setFilters,
    query,
    tableProps,
  };
};
