import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointQuery } from '@academias/shared/contract';
import { fetchAllPages } from '@academias/shared/export';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@academias/shared/query';

type ChargesQuery = EndpointQuery<typeof routes.getCharges>;

export const chargeKeys = {
  all: ['charges'] as const,
  list: (query: Partial<ChargesQuery>) => [...chargeKeys.all, 'list', query] as const,
};

export const useCharges = (query: Partial<ChargesQuery>) =>
  useQuery({
    queryKey: chargeKeys.list(query),
    queryFn: () => callApi(routes.getCharges, { query }),
    placeholderData: keepPreviousData,
  });

/** Every charge of a list query (all pages, same filters and order), for an export. */
export const fetchAllCharges = (query: Partial<ChargesQuery>) =>
  fetchAllPages((paging) => callApi(routes.getCharges, { query: { ...query, ...paging } }));

/** What generating a period would create, without creating anything (the confirmation's summary). */
export const usePreviewCharges = () =>
  useMutation({
    mutationFn: (period: string) => callApi(routes.previewCharges, { body: { period } }),
  });

/** Generating is idempotent on the server: a second run for the same period creates nothing. */
export const useGenerateCharges = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: string) => callApi(routes.generateCharges, { body: { period } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: chargeKeys.all }),
        client.invalidateQueries({ queryKey: ['plans'] }),
      ]),
  });
};

export const usePlanOptions = (academyId: number | undefined) =>
  useQuery({
    queryKey: ['plans', 'options', academyId ?? null],
    queryFn: () =>
      callApi(routes.plans, {
        query: {
          page: 1,
          pageSize: 100,
          sort: 'name',
          order: 'asc',
          ...(academyId ? { academyId } : {}),
        },
      }),
    select: (page) => page.items.map((p) => ({ id: p.id, name: p.name })),
    staleTime: 60_000,
  });
