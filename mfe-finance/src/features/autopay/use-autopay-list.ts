import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointQuery } from '@academias/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@academias/shared/query';

export const autopayListKeys = { all: ['autopay', 'list'] as const };

export const useAutopayList = (query: Partial<EndpointQuery<typeof routes.listAutopay>>) =>
  useQuery({
    queryKey: [...autopayListKeys.all, query],
    queryFn: () => callApi(routes.listAutopay, { query }),
    placeholderData: keepPreviousData,
  });

export const useRunAutopay = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.runAutopay, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['autopay'] }),
  });
};

/** "Reintentar ahora" on one payer's declined charges (admin). */
export const useRetryAutopay = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payerId: number) => callApi(routes.retryAutopay, { params: { payerId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['autopay'] }),
  });
};
