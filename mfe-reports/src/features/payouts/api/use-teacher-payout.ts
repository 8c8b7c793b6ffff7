import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { useQuery } from '@academias/shared/query';

export const payoutKeys = {
  all: ['reports', 'payouts'] as const,
  statement: (teacherId: number, month: string) => [...payoutKeys.all, teacherId, month] as const,
  teachers: () => [...payoutKeys.all, 'teachers'] as const,
};

/** A teacher's statement of a month (getTeacherPayout); the server checks who may read it. */
export const useTeacherPayout = (teacherId: number | null, month: string, enabled: boolean) =>
  useQuery({
    queryKey: payoutKeys.statement(teacherId ?? 0, month),
    queryFn: () =>
      callApi(routes.getTeacherPayout, { query: { teacherId: teacherId ?? 0, month } }),
    enabled: enabled && teacherId !== null,
  });

/** The admin's teacher picker: every teacher by name, disabled ones included (their past pays out). */
export const useTeacherOptions = (enabled: boolean) =>
  useQuery({
    queryKey: payoutKeys.teachers(),
    queryFn: () =>
      callApi(routes.teachers, { query: { pageSize: 100, sort: 'name', includeDisabled: 'true' } }),
    enabled,
  });
