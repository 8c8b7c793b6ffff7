import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { RecipientFilter } from '@academias/shared/contract/email';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@academias/shared/query';

/** Query-string form of a filter: picked ids travel as "1,2,3". */
export const filterQuery = (filter: RecipientFilter) => ({
  mode: filter.mode,
  ...(filter.academyId ? { academyId: filter.academyId } : {}),
  ...(filter.planId ? { planId: filter.planId } : {}),
  ...(filter.status ? { status: filter.status } : {}),
  ...(filter.userIds?.length ? { userIds: filter.userIds.join(',') } : {}),
});

/** A filter the server would reject (missing academy, plan, state or picks) is not asked for. */
export const isFilterComplete = (filter: RecipientFilter) =>
  (filter.mode !== 'academia' || !!filter.academyId) &&
  (filter.mode !== 'plan' || !!filter.planId) &&
  (filter.mode !== 'estado' || !!filter.status) &&
  (filter.mode !== 'seleccion' || !!filter.userIds?.length);

type Paging = { page: number; pageSize: number; search?: string };

const recipientsKey = (filter: RecipientFilter, paging: Paging) =>
  ['email-recipients', filterQuery(filter), paging] as const;

const fetchRecipients = (filter: RecipientFilter, paging: Paging) =>
  callApi(routes.getallRecipients, {
    query: {
      ...filterQuery(filter),
      page: paging.page,
      pageSize: paging.pageSize,
      ...(paging.search ? { search: paging.search } : {}),
    } as never,
  });

/** The people a filter reaches, a page at a time; the last page stays on screen while the next loads. */
export const useRecipients = (filter: RecipientFilter, paging: Paging) =>
  useQuery({
    queryKey: recipientsKey(filter, paging),
    queryFn: () => fetchRecipients(filter, paging),
    enabled: isFilterComplete(filter),
    placeholderData: keepPreviousData,
  });

/**
 * How many a filter reaches and whom it skips. No placeholder: the previous answer belongs to
 * another filter. Kept on screen after a pick, it showed the whole school's count and skipped
 * list for a moment, a line taller (the table jumped under the pointer, so a click meant for one
 * row hit another) and with a send button naming the wrong number.
 */
export const useRecipientCount = (filter: RecipientFilter) => {
  const paging = { page: 1, pageSize: 1 };
  return useQuery({
    queryKey: recipientsKey(filter, paging),
    queryFn: () => fetchRecipients(filter, paging),
    enabled: isFilterComplete(filter),
  });
};

export const useAcademyOptions = () =>
  useQuery({
    queryKey: ['academies', 'options'],
    queryFn: () =>
      callApi(routes.academies, {
        query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' },
      }),
    select: (page) => page.items.map((a) => ({ id: a.id, name: a.name })),
    staleTime: 5 * 60_000,
  });

export const usePlanOptions = () =>
  useQuery({
    queryKey: ['plans', 'options'],
    queryFn: () => callApi(routes.plans, { query: { page: 1, pageSize: 100, order: 'asc' } }),
    select: (page) => page.items.map((p) => ({ id: p.id, name: `${p.name} (${p.academyName})` })),
    staleTime: 5 * 60_000,
  });

export const useSendTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: { templateId: number; recipients: RecipientFilter }) =>
      callApi(routes.sendEmailByRecipients, {
        body: {
          data: { templateId: data.templateId, recipients: filterQuery(data.recipients) as never },
        },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['email-history'] }),
  });
};
