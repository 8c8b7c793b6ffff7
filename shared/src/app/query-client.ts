import { QueryClient } from '@academias/shared/query';
// Package specifier: the API entry is its own federation singleton.
import { statusOf } from '@academias/shared/api';

/**
 * Server state cache for the shell (one instance, handed to remotes through react-query's
 * singleton context). A 4xx will not get better by retrying; network and 5xx get one retry.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => {
          const status = statusOf(error);
          return failures < 1 && (status === null || status >= 500);
        },
      },
      mutations: { retry: false },
    },
  });
