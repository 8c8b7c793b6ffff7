import { callApi } from '@academias/shared/api';
import type { EndpointInput } from '@academias/shared/contract';
import * as academiesApi from '@academias/shared/contract/academies';
import * as chargesApi from '@academias/shared/contract/charges';
import * as plansApi from '@academias/shared/contract/plans';
import * as studentsApi from '@academias/shared/contract/students';
import * as usersApi from '@academias/shared/contract/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type AcademiesQuery = NonNullable<EndpointInput<typeof academiesApi.academies>['query']>;
export type AcademyStudentsQuery = NonNullable<
  EndpointInput<typeof studentsApi.studentsByAcademy>['query']
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
    queryFn: () => callApi(academiesApi.academies, { query }),
    placeholderData: keepPreviousData,
  });

export const useAcademy = (id: number) =>
  useQuery({
    queryKey: academyKeys.detail(id),
    queryFn: () => callApi(academiesApi.getAcademyById, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useAcademyStudents = (id: number, query: AcademyStudentsQuery) =>
  useQuery({
    queryKey: academyKeys.students(id, query),
    queryFn: () => callApi(studentsApi.studentsByAcademy, { params: { academyId: id }, query }),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(id) && id > 0,
  });

/** Teachers to assign (admin only). */
export const useTeacherOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'teachers', 'options'],
    queryFn: () => callApi(usersApi.teachers, { query: { pageSize: 100, sort: 'name' } }),
    enabled,
    staleTime: 60_000,
  });

/** The academy's plans. */
export const useAcademyPlans = (academyId: number) =>
  useQuery({
    queryKey: ['plans', 'by-academy', academyId],
    queryFn: () => callApi(plansApi.plans, { query: { academyId, pageSize: 100, sort: 'name' } }),
    enabled: Number.isInteger(academyId) && academyId > 0,
  });

/** Open charges (pendiente or vencido) of the academy, for the teacher's view. */
export const useAcademyOpenCharges = (academyId: number, page: number) =>
  useQuery({
    queryKey: ['charges', 'open-by-academy', academyId, page],
    queryFn: () =>
      callApi(chargesApi.getCharges, {
        query: { academyId, open: 'true', page, pageSize: 10, sort: 'dueDate', order: 'asc' },
      }),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(academyId) && academyId > 0,
  });
