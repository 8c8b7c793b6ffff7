import { callApi } from '@academias/shared/api';
import * as portalApi from '@academias/shared/contract/portal';
import { useQuery } from '@tanstack/react-query';

export const payerKeys = {
  all: ['portal', 'payer'] as const,
  byRut: (rut: string) => [...payerKeys.all, rut] as const,
};

/**
 * The person of a RUT and the pending charges they can pay (POST getUserByRut). Not retried: a
 * 404 (unknown RUT) or 429 (rate limit) does not change by asking again, and the server counts
 * every attempt against the limit. Always fresh: charges change when someone pays.
 */
export const usePayerByRut = (rut: string | null) =>
  useQuery({
    queryKey: payerKeys.byRut(rut ?? ''),
    queryFn: () => callApi(portalApi.getUserByRut, { body: { rut: rut ?? '' } }),
    enabled: rut !== null,
    retry: false,
    staleTime: 0,
    gcTime: 60_000,
  });
