import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointQuery } from '@academias/shared/contract';
import { keepPreviousData, useQuery } from '@academias/shared/query';

type ChargesQuery = EndpointQuery<typeof routes.getCharges>;

/** The signed-in student's (or guardian's wards') open charges: the server scopes getCharges to them. */
export const useMyOpenCharges = (query: Partial<ChargesQuery>) =>
  useQuery({
    queryKey: ['charges', 'mine', query],
    queryFn: () => callApi(routes.getCharges, { query: { ...query, open: 'true' } }),
    placeholderData: keepPreviousData,
  });
