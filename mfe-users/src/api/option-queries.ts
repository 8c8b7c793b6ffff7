import { callApi } from '@academias/shared/api';
import * as academiesApi from '@academias/shared/contract/academies';
import * as plansApi from '@academias/shared/contract/plans';
import { useQuery } from '@tanstack/react-query';

/** Academies for filters and pickers (a teacher gets only theirs from the server). */
export const useAcademyOptions = () =>
  useQuery({
    queryKey: ['academies', 'options'],
    queryFn: () => callApi(academiesApi.academies, { query: { pageSize: 100, sort: 'name' } }),
    staleTime: 60_000,
  });

/** Plans for filters and the enrolment picker, optionally of one academy. */
export const usePlanOptions = (academyId?: number) =>
  useQuery({
    queryKey: ['plans', 'options', academyId ?? null],
    queryFn: () =>
      callApi(plansApi.plans, {
        query: { pageSize: 100, sort: 'name', ...(academyId ? { academyId } : {}) },
      }),
    staleTime: 60_000,
  });
