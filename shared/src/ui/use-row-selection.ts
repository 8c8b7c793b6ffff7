import { useCallback, useMemo, useState } from 'react';

export type RowKey = string | number;

/**
 * Ticked rows of a list, for bulk actions (send a reminder, invite...). Either some rows by key,
 * or "all N of this filter" (`allOfFilter`: the server applies the action to the same filter, so
 * rows on other pages count too). A new filter (`filterKey`) clears the choice.
 */
export const useRowSelection = (filterKey: string) => {
  const [state, setState] = useState<{
    filterKey: string;
    keys: Set<RowKey>;
    allOfFilter: boolean;
  }>({
    filterKey,
    keys: new Set(),
    allOfFilter: false,
  });
  const current =
    state.filterKey === filterKey
      ? state
      : { filterKey, keys: new Set<RowKey>(), allOfFilter: false };

  const toggle = useCallback(
    (key: RowKey) =>
      setState((prev) => {
        const keys = new Set(prev.filterKey === filterKey ? prev.keys : []);
        if (keys.has(key)) keys.delete(key);
        else keys.add(key);
        return { filterKey, keys, allOfFilter: false };
      }),
    [filterKey],
  );
  const togglePage = useCallback(
    (pageKeys: readonly RowKey[]) =>
      setState((prev) => {
        const keys = new Set(prev.filterKey === filterKey ? prev.keys : []);
        const all = pageKeys.every((k) => keys.has(k));
        for (const k of pageKeys) {
          if (all) keys.delete(k);
          else keys.add(k);
        }
        return { filterKey, keys, allOfFilter: false };
      }),
    [filterKey],
  );
  const selectAllOfFilter = useCallback(
    () => setState((prev) => ({ ...prev, filterKey, allOfFilter: true })),
    [filterKey],
  );
  const clear = useCallback(
    () => setState({ filterKey, keys: new Set(), allOfFilter: false }),
    [filterKey],
  );

  return useMemo(
    () => ({
      keys: current.keys as ReadonlySet<RowKey>,
      allOfFilter: current.allOfFilter,
      /** How many rows the action would touch, given the filter's total. */
      count: (total: number) => (current.allOfFilter ? total : current.keys.size),
      toggle,
      togglePage,
      selectAllOfFilter,
      clear,
    }),
    [current.keys, current.allOfFilter, toggle, togglePage, selectAllOfFilter, clear],
  );
};

export type RowSelection = ReturnType<typeof useRowSelection>;
