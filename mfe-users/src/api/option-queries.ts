import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { useQuery } from '@academias/shared/query';

/** Academies for filters and pickers (a teacher gets only theirs from the server). */
export const useAcademyOptions = () =>
  useQuery({
    queryKey: ['academies', 'options'],
    queryFn: () => callApi(routes.academies, { query: { pageSize: 100, sort: 'name' } }),
    staleTime: 60_000,
  });

/** Plans for filters and the enrolment picker, optionally of one academy. */
export const usePlanOptions = (academyId?: number) =>
  useQuery({
    queryKey: ['plans', 'options', academyId ?? null],
    queryFn: () =>
      callApi(routes.plans, {
        query: { pageSize: 100, sort: 'name', ...(academyId ? { academyId } : {}) },
      }),
    staleTime: 60_000,
  });
