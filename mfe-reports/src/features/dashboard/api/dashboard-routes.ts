import { routeOf } from '@academias/shared/api';
import type { reportsEndpoints } from '@academias/shared/contract/reports';

type Reports = typeof reportsEndpoints;

/**
 * Inicio's two calls by method and path: Inicio is the first screen after login, and importing
 * the contract at run time would load zod with it. dashboard-routes.test.ts checks them.
 */
export const dashboardRoutes = {
  getDashboard: routeOf<Reports['getDashboard']>({
    name: 'getDashboard',
    method: 'GET',
    path: '/api/v1/getDashboard',
  }),
  getDashboardType: routeOf<Reports['getDashboardType']>({
    name: 'getDashboardType',
    method: 'POST',
    path: '/api/v1/getDashboardType',
  }),
};
