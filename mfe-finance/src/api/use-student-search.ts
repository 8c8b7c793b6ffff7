import { callApi } from '@academias/shared/api';
import * as studentsApi from '@academias/shared/contract/students';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Students to choose from (enrolling, a manual payment): by name or RUT, on the server. */
export const useStudentSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['students', 'search', search],
    queryFn: () =>
      callApi(studentsApi.students, {
        query: { page: 1, pageSize: 20, sort: 'name', order: 'asc', ...(search ? { search } : {}) },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
