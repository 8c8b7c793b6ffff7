import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@academias/shared/query';

export const systemStatusKeys = { all: ['system', 'status'] as const };

/** Refreshed every 30 s while open: a job running now shows when it ends. */
export const useSystemStatus = () =>
  useQuery({
    queryKey: systemStatusKeys.all,
    queryFn: () => callApi(routes.getSystemStatus, {}),
    refetchInterval: 30_000,
  });

export const useRunJobNow = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: string) => callApi(routes.runJobNow, { body: { data: { job } } }),
    onSettled: () => client.invalidateQueries({ queryKey: systemStatusKeys.all }),
  });
};
