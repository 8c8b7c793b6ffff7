import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { keepPreviousData, useQuery } from '@academias/shared/query';
import type { DateRange } from '../../../components/date-range-fields.tsx';

export const transbankReportKeys = {
  all: ['reports', 'transbank'] as const,
  range: (r: DateRange, page: number) =>
    [...transbankReportKeys.all, r.startDate, r.endDate, page] as const,
};

export const useTransbankReport = (range: DateRange, page: number, enabled: boolean) =>
  useQuery({
    queryKey: transbankReportKeys.range(range, page),
    queryFn: () => callApi(routes.getReportTransbank, { query: { ...range, page, pageSize: 25 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
