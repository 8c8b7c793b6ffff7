import { callApi } from '@academias/shared/api';
import { useQuery } from '@academias/shared/query';
import { dashboardRoutes } from './dashboard-routes.ts';

export const dashboardKeys = {
  all: ['reports', 'dashboard'] as const,
  admin: (month: string) => [...dashboardKeys.all, 'admin', month] as const,
  own: (month: string) => [...dashboardKeys.all, 'own', month] as const,
};

export const useAdminDashboard = (month: string, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.admin(month),
    queryFn: () => callApi(dashboardRoutes.getDashboard, { query: { month } }),
    enabled,
  });

/** Teacher and student/guardian: the server picks the view from the session. */
export const useOwnDashboard = (month: string, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.own(month),
    queryFn: () => callApi(dashboardRoutes.getDashboardType, { body: { month } }),
    enabled,
  });
