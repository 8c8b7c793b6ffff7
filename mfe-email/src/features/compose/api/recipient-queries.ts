import { callApi } from '@academias/shared/api';
import * as academiesApi from '@academias/shared/contract/academies';
import * as emailApi from '@academias/shared/contract/email';
import * as plansApi from '@academias/shared/contract/plans';
import type { RecipientFilter } from '@academias/shared/contract/email';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

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

export const useRecipients = (
  filter: RecipientFilter,
  paging: { page: number; pageSize: number; search?: string },
) =>
  useQuery({
    queryKey: ['email-recipients', filterQuery(filter), paging],
    queryFn: () =>
      callApi(emailApi.getallRecipients, {
        query: {
          ...filterQuery(filter),
          page: paging.page,
          pageSize: paging.pageSize,
          ...(paging.search ? { search: paging.search } : {}),
        } as never,
      }),
    enabled: isFilterComplete(filter),
    placeholderData: keepPreviousData,
  });

export const useAcademyOptions = () =>
  useQuery({
    queryKey: ['academies', 'options'],
    queryFn: () =>
      callApi(academiesApi.academies, {
        query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' },
      }),
    select: (page) => page.items.map((a) => ({ id: a.id, name: a.name })),
    staleTime: 5 * 60_000,
  });

export const usePlanOptions = () =>
  useQuery({
    queryKey: ['plans', 'options'],
    queryFn: () => callApi(plansApi.plans, { query: { page: 1, pageSize: 100, order: 'asc' } }),
    select: (page) => page.items.map((p) => ({ id: p.id, name: `${p.name} (${p.academyName})` })),
    staleTime: 5 * 60_000,
  });

export const useSendTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: { templateId: number; recipients: RecipientFilter }) =>
      callApi(emailApi.sendEmailByRecipients, {
        body: {
          data: { templateId: data.templateId, recipients: filterQuery(data.recipients) as never },
        },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['email-history'] }),
  });
};
