import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@academias/shared/query';

export const scheduledKeys = {
  all: ['email-scheduled'] as const,
  list: (page: number, pageSize: number) => [...scheduledKeys.all, page, pageSize] as const,
};

export const useScheduledSends = (page: number, pageSize: number) =>
  useQuery({
    queryKey: scheduledKeys.list(page, pageSize),
    queryFn: () => callApi(routes.getScheduledSends, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const useRescheduleSend = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: { id: number; runAt: string }) =>
      callApi(routes.rescheduleScheduledSend, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: scheduledKeys.all }),
  });
};

export const useCancelScheduledSend = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.cancelScheduledSend, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: scheduledKeys.all }),
  });
};
