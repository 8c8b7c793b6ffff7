import type { RowSelection } from './use-row-selection.ts';

/**
 * The ticked rows of a list, all pages: asked by id, or the list's own filter for "all N of this
 * filter" (the two loaders are the list's).
 */
export const selectedRows = <Row>(
  selection: Pick<RowSelection, 'keys' | 'allOfFilter'>,
  load: {
    byIds: (ids: number[]) => Promise<readonly Row[]>;
    ofFilter: () => Promise<readonly Row[]>;
  },
): Promise<readonly Row[]> =>
  selection.allOfFilter ? load.ofFilter() : load.byIds([...selection.keys].map(Number));
