import { callApi } from '@academias/shared/api';
import { listAutopay, retryAutopay, runAutopay } from '@academias/shared/contract/autopay';
import type { EndpointQuery } from '@academias/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const autopayListKeys = { all: ['autopay', 'list'] as const };

export const useAutopayList = (query: Partial<EndpointQuery<typeof listAutopay>>) =>
  useQuery({
    queryKey: [...autopayListKeys.all, query],
    queryFn: () => callApi(listAutopay, { query }),
    placeholderData: keepPreviousData,
  });

export const useRunAutopay = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(runAutopay, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['autopay'] }),
  });
};

/** "Reintentar ahora" on one payer's declined charges (admin). */
export const useRetryAutopay = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payerId: number) => callApi(retryAutopay, { params: { payerId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['autopay'] }),
  });
};
