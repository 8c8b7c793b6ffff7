import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { keepPreviousData, useQuery } from '@academias/shared/query';
import type { DateRange } from '../../../components/date-range-fields.tsx';

export interface UsersReportFilters extends DateRange {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort: 'name' | 'charged' | 'paid' | 'balance';
  order: 'asc' | 'desc';
}

export const usersReportKeys = {
  all: ['reports', 'users'] as const,
  list: (f: UsersReportFilters) => [...usersReportKeys.all, 'list', f] as const,
  statement: (id: number, r: DateRange) =>
    [...usersReportKeys.all, 'statement', id, r.startDate, r.endDate] as const,
};

export const useUsersReport = (filters: UsersReportFilters, enabled: boolean) =>
  useQuery({
    queryKey: usersReportKeys.list(filters),
    queryFn: () =>
      callApi(routes.getReportUsers, {
        query: { ...filters, search: filters.search || undefined },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useUserStatement = (id: number | null, range: DateRange, enabled: boolean) =>
  useQuery({
    queryKey: usersReportKeys.statement(id ?? 0, range),
    queryFn: () => callApi(routes.getReportByIdUser, { params: { id: id! }, body: range }),
    enabled: enabled && id !== null,
  });
