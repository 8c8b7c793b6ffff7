import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { Charge } from '@academias/shared/contract/charges';
import type { BulkManualPaymentInput } from '@academias/shared/contract/payments';
import { useMutation, useQuery, useQueryClient } from '@academias/shared/query';
import { fetchAllCharges } from './charge-queries.ts';

/** Ticked charges by id, whatever page they sit on (the server export and payment take ids). */
export const fetchChargesByIds = (ids: readonly number[]): Promise<readonly Charge[]> =>
  fetchAllCharges({ ids: ids.join(','), sort: 'id', order: 'asc' });

/** The rows a bulk action applies to, loaded when its dialog opens: by id, or the whole filter. */
export const useSelectedCharges = (
  ids: readonly number[],
  filterQuery: Parameters<typeof fetchAllCharges>[0] | null,
  enabled: boolean,
) =>
  useQuery({
    queryKey: ['charges', 'selected', filterQuery ?? ids],
    queryFn: () => (filterQuery ? fetchAllCharges(filterQuery) : fetchChargesByIds(ids)),
    enabled,
  });

/** One call for every ticked charge; a payment changes charges, payments and documents. */
export const useRegisterBulkPayments = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: BulkManualPaymentInput) =>
      callApi(routes.registerBulkManualPayments, { body: { data } }),
    onSuccess: () =>
      Promise.all(
        [['charges'], ['payments'], ['documents']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
