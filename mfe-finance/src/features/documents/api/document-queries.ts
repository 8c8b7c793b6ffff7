import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointQuery } from '@academias/shared/contract';
import { keepPreviousData, useQuery } from '@academias/shared/query';

type SlipsQuery = EndpointQuery<typeof routes.getPaymentSlips>;

export const documentKeys = {
  all: ['documents'] as const,
  list: (query: Partial<SlipsQuery>) => [...documentKeys.all, 'list', query] as const,
};

export const useDocuments = (query: Partial<SlipsQuery>) =>
  useQuery({
    queryKey: documentKeys.list(query),
    queryFn: () => callApi(routes.getPaymentSlips, { query }),
    placeholderData: keepPreviousData,
  });
