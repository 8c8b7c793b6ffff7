import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { keepPreviousData, useQuery } from '@academias/shared/query';
import type { MonthRange } from '../../../components/month-range-fields.tsx';

export const academiesReportKeys = {
  all: ['reports', 'academies'] as const,
  totals: (r: MonthRange) => [...academiesReportKeys.all, 'totals', r.from, r.to] as const,
  monthly: (r: MonthRange) => [...academiesReportKeys.all, 'monthly', r.from, r.to] as const,
  detail: (id: number, r: MonthRange) =>
    [...academiesReportKeys.all, 'detail', id, r.from, r.to] as const,
};

export const useAcademiesTotals = (range: MonthRange, enabled: boolean) =>
  useQuery({
    queryKey: academiesReportKeys.totals(range),
    queryFn: () => callApi(routes.getAcademiesReport, { query: range }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useAcademiesMonthly = (range: MonthRange, enabled: boolean) =>
  useQuery({
    queryKey: academiesReportKeys.monthly(range),
    queryFn: () => callApi(routes.getDataReportAcademies, { query: range }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useAcademyDetail = (id: number | null, range: MonthRange, enabled: boolean) =>
  useQuery({
    queryKey: academiesReportKeys.detail(id ?? 0, range),
    queryFn: () =>
      callApi(routes.getAcademiesReportByAcademyId, {
        params: { id: id! },
        query: range,
      }),
    enabled: enabled && id !== null,
  });
