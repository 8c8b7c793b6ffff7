import { defineRouteBundle, lazyPage } from '@academias/shared/app';
import { withKit } from '@academias/shared/ui';

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
      element: lazyPage(() =>
        withKit(
          import('../features/academies-report/components/academies-report-page.tsx'),
          'lists',
        ),
      ),
    },
    {
      path: 'modules/reports/users',
      element: lazyPage(() =>
        withKit(import('../features/users-report/components/users-report-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/reports/transbank',
      element: lazyPage(() =>
        withKit(
          import('../features/transbank-report/components/transbank-report-page.tsx'),
          'lists',
          'controls',
        ),
      ),
    },
    {
      path: 'modules/reports/payouts',
      element: lazyPage(() =>
        withKit(import('../features/payouts/components/payouts-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/reports/system',
      element: lazyPage(() =>
        withKit(import('../features/system-status/system-status-page.tsx'), 'controls'),
      ),
    },
  ],
});
