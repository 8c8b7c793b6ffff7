import { callApi } from '@academias/shared/api';
import { contract, type EndpointQuery } from '@academias/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type ChargesQuery = EndpointQuery<typeof contract.getCharges>;

/** The signed-in student's (or guardian's wards') open charges: the server scopes getCharges to them. */
export const useMyOpenCharges = (query: Partial<ChargesQuery>) =>
  useQuery({
    queryKey: ['charges', 'mine', query],
    queryFn: () => callApi(contract.getCharges, { query: { ...query, open: 'true' } }),
    placeholderData: keepPreviousData,
  });
