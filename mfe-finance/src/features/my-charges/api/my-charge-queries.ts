import { callApi } from '@academias/shared/api';
import type { EndpointQuery } from '@academias/shared/contract';
import * as chargesApi from '@academias/shared/contract/charges';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type ChargesQuery = EndpointQuery<typeof chargesApi.getCharges>;

/** The signed-in student's (or guardian's wards') open charges: the server scopes getCharges to them. */
export const useMyOpenCharges = (query: Partial<ChargesQuery>) =>
  useQuery({
    queryKey: ['charges', 'mine', query],
    queryFn: () => callApi(chargesApi.getCharges, { query: { ...query, open: 'true' } }),
    placeholderData: keepPreviousData,
  });
