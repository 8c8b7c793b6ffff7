import { callApi } from '@academias/shared/api';
import type { EndpointQuery } from '@academias/shared/contract';
import * as emailApi from '@academias/shared/contract/email';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type HistoryQuery = Partial<EndpointQuery<typeof emailApi.getHistoryEmails>>;
type RecipientsQuery = Partial<EndpointQuery<typeof emailApi.getHistoryEmailRecipients>>;

export const historyKeys = {
  all: ['email-history'] as const,
  list: (query: HistoryQuery) => [...historyKeys.all, 'list', query] as const,
  recipients: (sendId: number, query: RecipientsQuery) =>
    [...historyKeys.all, 'recipients', sendId, query] as const,
};

/** Polls while something is still queued, so counts move as the worker delivers. */
export const useSends = (query: HistoryQuery) =>
  useQuery({
    queryKey: historyKeys.list(query),
    queryFn: () => callApi(emailApi.getHistoryEmails, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((s) => s.counts.pendiente > 0) ? 3000 : false,
  });

export const useSendRecipients = (sendId: number | null, query: RecipientsQuery) =>
  useQuery({
    queryKey: historyKeys.recipients(sendId ?? 0, query),
    queryFn: () =>
      callApi(emailApi.getHistoryEmailRecipients, { params: { sendId: sendId ?? 0 }, query }),
    enabled: sendId !== null,
    placeholderData: keepPreviousData,
  });

export const useResendFailed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sendId: number) =>
      callApi(emailApi.resendFailedEmails, { body: { data: { sendId } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: historyKeys.all }),
  });
};
