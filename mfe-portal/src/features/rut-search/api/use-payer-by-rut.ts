import { callApi } from '@academias/shared/api';
import * as portalApi from '@academias/shared/contract/portal';
import { useQuery } from '@tanstack/react-query';
import { recallLookup, rememberLookup } from '../last-rut.ts';

const lookUp = async (rut: string) => {
  const previous = recallLookup(rut);
  const answer = await callApi(portalApi.getUserByRut, {
    body: previous ? { rut, lookupToken: previous } : { rut },
  });
  rememberLookup(rut, answer.lookupToken);
  return answer;
};

export const payerKeys = {
  all: ['portal', 'payer'] as const,
  byRut: (rut: string) => [...payerKeys.all, rut] as const,
};

/**
 * The person of a RUT and the pending charges they can pay (POST getUserByRut). Not retried: a
 * 404 (unknown RUT) or 429 (rate limit) does not change by asking again, and the server counts
 * every attempt against the limit. Always fresh: charges change when someone pays. The tab's previous
 * token for the same RUT goes along, so its own payment in progress shows as its own.
 */
export const usePayerByRut = (rut: string | null) =>
  useQuery({
    queryKey: payerKeys.byRut(rut ?? ''),
    queryFn: () => lookUp(rut ?? ''),
    enabled: rut !== null,
    retry: false,
    staleTime: 0,
    gcTime: 60_000,
  });
