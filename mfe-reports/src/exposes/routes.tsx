import { defineRouteBundle, lazyPage } from '@academias/shared/app';
import { withControls } from '@academias/shared/ui';

/** Routes of this remote, relative to `/app`; the shell mounts them inside its layout. */
export default defineRouteBundle({
  id: 'mfe-reports',
  version: import.meta.env.VITE_REMOTE_VERSION,
  routes: [
    {
      path: 'dashboard',
      element: lazyPage(() => import('../features/dashboard/components/dashboard-page.tsx')),
    },
    {
      path: 'modules/reports/academies',
      element: lazyPage(
        () => import('../features/academies-report/components/academies-report-page.tsx'),
      ),
    },
    {
      path: 'modules/reports/users',
      element: lazyPage(() => import('../features/users-report/components/users-report-page.tsx')),
    },
    {
      path: 'modules/reports/transbank',
      element: lazyPage(() =>
        withControls(import('../features/transbank-report/components/transbank-report-page.tsx')),
      ),
    },
    {
      path: 'modules/reports/payouts',
      element: lazyPage(() => import('../features/payouts/components/payouts-page.tsx')),
    },
    {
      path: 'modules/reports/system',
      element: lazyPage(() =>
        withControls(import('../features/system-status/system-status-page.tsx')),
      ),
    },
  ],
});
