import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { keepPreviousData, useQuery } from '@academias/shared/query';

/** Students to choose from (enrolling, a manual payment): by name or RUT, on the server. */
export const useStudentSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['students', 'search', search],
    queryFn: () =>
      callApi(routes.students, {
        query: { page: 1, pageSize: 20, sort: 'name', order: 'asc', ...(search ? { search } : {}) },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
