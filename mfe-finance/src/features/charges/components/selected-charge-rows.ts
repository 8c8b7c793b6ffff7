import { type RowSelection, selectedRows } from '@academias/shared/ui';
import { fetchChargesByIds } from '../api/bulk-payment-queries.ts';
import { fetchAllCharges } from '../api/charge-queries.ts';

/** The ticked charges' rows, all pages: by id, or the list's own filter for "all N of this filter". */
export const selectedChargeRows = (
  selection: Pick<RowSelection, 'keys' | 'allOfFilter'>,
  filterQuery: Parameters<typeof fetchAllCharges>[0],
) =>
  selectedRows(selection, {
    byIds: fetchChargesByIds,
    ofFilter: () => fetchAllCharges(filterQuery),
  });
