import { callApi } from '@academias/shared/api';
import type { EndpointQuery } from '@academias/shared/contract';
import * as documentsApi from '@academias/shared/contract/documents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type SlipsQuery = EndpointQuery<typeof documentsApi.getPaymentSlips>;

export const documentKeys = {
  all: ['documents'] as const,
  list: (query: Partial<SlipsQuery>) => [...documentKeys.all, 'list', query] as const,
};

export const useDocuments = (query: Partial<SlipsQuery>) =>
  useQuery({
    queryKey: documentKeys.list(query),
    queryFn: () => callApi(documentsApi.getPaymentSlips, { query }),
    placeholderData: keepPreviousData,
  });
