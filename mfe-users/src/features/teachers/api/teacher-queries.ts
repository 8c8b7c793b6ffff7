import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointInput } from '@academias/shared/contract';
import { keepPreviousData, useQuery } from '@academias/shared/query';

export type StaffKind = 'teachers' | 'admin';
export type StaffQuery = NonNullable<EndpointInput<typeof routes.teachers>['query']>;

/** Query keys, general to specific: invalidating `staffKeys.all` refreshes every list. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (kind: StaffKind, query: StaffQuery) => [...staffKeys.all, kind, query] as const,
  profileTypes: ['profile-types'] as const,
};

/** Teachers (`GET teachers`) or administrators (`GET admin`), one server page. */
export const useStaffList = (kind: StaffKind, query: StaffQuery) =>
  useQuery({
    queryKey: staffKeys.list(kind, query),
    queryFn: () => callApi(kind === 'teachers' ? routes.teachers : routes.admin, { query }),
    placeholderData: keepPreviousData,
  });

export const useProfileTypes = () =>
  useQuery({
    queryKey: staffKeys.profileTypes,
    queryFn: () => callApi(routes.getTypeProfile),
    staleTime: 10 * 60_000,
  });
