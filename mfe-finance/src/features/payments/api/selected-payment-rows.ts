import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointQuery } from '@academias/shared/contract';
import { fetchAllPages, fetchByIds } from '@academias/shared/export';
import { type RowSelection, selectedRows } from '@academias/shared/ui';

type PaymentsQuery = Partial<EndpointQuery<typeof routes.getPayments>>;

/** The ticked payments' rows, all pages: by id, or the list's own filter for "all N of this filter". */
export const selectedPaymentRows = (
  selection: Pick<RowSelection, 'keys' | 'allOfFilter'>,
  filterQuery: PaymentsQuery,
) =>
  selectedRows(selection, {
    byIds: (ids) =>
      fetchByIds(ids, (paging) =>
        callApi(routes.getPayments, { query: { ...paging, sort: 'id', order: 'asc' } }),
      ),
    ofFilter: () =>
      fetchAllPages((paging) =>
        callApi(routes.getPayments, { query: { ...filterQuery, ...paging } }),
      ),
  });
