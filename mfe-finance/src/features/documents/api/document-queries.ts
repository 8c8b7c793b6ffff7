import { callApi } from '@academias/shared/api';
import { contract, type EndpointQuery } from '@academias/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type SlipsQuery = EndpointQuery<typeof contract.getPaymentSlips>;

export const documentKeys = {
  all: ['documents'] as const,
  list: (query: Partial<SlipsQuery>) => [...documentKeys.all, 'list', query] as const,
};

export const useDocuments = (query: Partial<SlipsQuery>) =>
  useQuery({
    queryKey: documentKeys.list(query),
    queryFn: () => callApi(contract.getPaymentSlips, { query }),
    placeholderData: keepPreviousData,
  });
