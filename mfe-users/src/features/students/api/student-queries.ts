import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointInput } from '@academias/shared/contract';
import { keepPreviousData, useQuery } from '@academias/shared/query';

export type StudentsQuery = NonNullable<EndpointInput<typeof routes.students>['query']>;

/** Query keys, general to specific. `['academies']` and `['plans']` are shared names across remotes. */
export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  list: (query: StudentsQuery) => [...studentKeys.lists(), query] as const,
  detail: (id: number) => [...studentKeys.all, 'detail', id] as const,
};

export const useStudentsList = (query: StudentsQuery) =>
  useQuery({
    queryKey: studentKeys.list(query),
    queryFn: () => callApi(routes.students, { query }),
    placeholderData: keepPreviousData,
  });

export const useStudent = (id: number) =>
  useQuery({
    queryKey: studentKeys.detail(id),
    queryFn: () => callApi(routes.getStudentById, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
