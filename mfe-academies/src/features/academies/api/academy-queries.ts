import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointInput } from '@academias/shared/contract';
import { keepPreviousData, useQuery } from '@academias/shared/query';

export type AcademiesQuery = NonNullable<EndpointInput<typeof routes.academies>['query']>;
export type AcademyStudentsQuery = NonNullable<
  EndpointInput<typeof routes.studentsByAcademy>['query']
>;

/** Query keys, general to specific; `['academies']` is the name every remote invalidates. */
export const academyKeys = {
  all: ['academies'] as const,
  list: (query: AcademiesQuery) => [...academyKeys.all, 'list', query] as const,
  detail: (id: number) => [...academyKeys.all, 'detail', id] as const,
  students: (id: number, query: AcademyStudentsQuery) =>
    ['students', 'by-academy', id, query] as const,
};

export const useAcademiesList = (query: AcademiesQuery) =>
  useQuery({
    queryKey: academyKeys.list(query),
    queryFn: () => callApi(routes.academies, { query }),
    placeholderData: keepPreviousData,
  });

export const useAcademy = (id: number) =>
  useQuery({
    queryKey: academyKeys.detail(id),
    queryFn: () => callApi(routes.getAcademyById, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useAcademyStudents = (id: number, query: AcademyStudentsQuery) =>
  useQuery({
    queryKey: academyKeys.students(id, query),
    queryFn: () => callApi(routes.studentsByAcademy, { params: { academyId: id }, query }),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(id) && id > 0,
  });

/** Teachers to assign (admin only). */
export const useTeacherOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'teachers', 'options'],
    queryFn: () => callApi(routes.teachers, { query: { pageSize: 100, sort: 'name' } }),
    enabled,
    staleTime: 60_000,
  });

/** The academy's plans. */
export const useAcademyPlans = (academyId: number) =>
  useQuery({
    queryKey: ['plans', 'by-academy', academyId],
    queryFn: () => callApi(routes.plans, { query: { academyId, pageSize: 100, sort: 'name' } }),
    enabled: Number.isInteger(academyId) && academyId > 0,
  });

/** Open charges (pendiente or vencido) of the academy, for the teacher's view. */
export const useAcademyOpenCharges = (academyId: number, page: number) =>
  useQuery({
    queryKey: ['charges', 'open-by-academy', academyId, page],
    queryFn: () =>
      callApi(routes.getCharges, {
        query: { academyId, open: 'true', page, pageSize: 10, sort: 'dueDate', order: 'asc' },
      }),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(academyId) && academyId > 0,
  });
