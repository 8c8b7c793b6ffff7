import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointQuery } from '@academias/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@academias/shared/query';

type HistoryQuery = Partial<EndpointQuery<typeof routes.getHistoryEmails>>;
type RecipientsQuery = Partial<EndpointQuery<typeof routes.getHistoryEmailRecipients>>;

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
    queryFn: () => callApi(routes.getHistoryEmails, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((s) => s.counts.pendiente > 0) ? 3000 : false,
  });

export const useSendRecipients = (sendId: number | null, query: RecipientsQuery) =>
  useQuery({
    queryKey: historyKeys.recipients(sendId ?? 0, query),
    queryFn: () =>
      callApi(routes.getHistoryEmailRecipients, { params: { sendId: sendId ?? 0 }, query }),
    enabled: sendId !== null,
    placeholderData: keepPreviousData,
  });

export const useResendFailed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sendId: number) =>
      callApi(routes.resendFailedEmails, { body: { data: { sendId } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: historyKeys.all }),
  });
};
