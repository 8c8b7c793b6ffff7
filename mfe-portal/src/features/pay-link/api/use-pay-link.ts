import { callApi } from '@academias/shared/api';
import * as payLinksApi from '@academias/shared/contract/pay-links';
import { useQuery } from '@tanstack/react-query';

/**
 * What a personal pay link opens: the same answer as a RUT search, or why it cannot be used.
 * Not retried (a bad or expired link stays so; the server counts tries against a limit).
 */
export const usePayLink = (token: string | null) =>
  useQuery({
    queryKey: ['portal', 'pay-link', token ?? ''],
    queryFn: () => callApi(payLinksApi.openPayLink, { body: { token: token ?? '' } }),
    enabled: token !== null,
    retry: false,
    staleTime: 0,
    gcTime: 60_000,
  });
