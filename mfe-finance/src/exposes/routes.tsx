import { defineRouteBundle, lazyPage } from '@academias/shared/app';
import { withCheckbox, withControls } from '@academias/shared/ui';

/** Routes of this remote, relative to `/app`; the shell mounts them inside its layout. */
export default defineRouteBundle({
  id: 'mfe-finance',
  version: import.meta.env.VITE_REMOTE_VERSION,
  routes: [
    {
      path: 'modules/plans',
      element: lazyPage(() => import('../features/plans/components/plans-list-page.tsx')),
    },
    {
      path: 'modules/expenses',
      element: lazyPage(() => import('../features/expenses/components/expenses-list-page.tsx')),
    },
    {
      path: 'modules/view-payments',
      element: lazyPage(() =>
        withCheckbox(import('../features/payments/components/payments-list-page.tsx')),
      ),
    },
    {
      path: 'modules/view-dte',
      element: lazyPage(() => import('../features/documents/components/documents-list-page.tsx')),
    },
    {
      path: 'modules/charges',
      element: lazyPage(() =>
        withCheckbox(import('../features/charges/components/charges-list-page.tsx')),
      ),
    },
    {
      path: 'modules/view-charges',
      element: lazyPage(() => import('../features/my-charges/components/my-charges-page.tsx')),
    },
    {
      path: 'modules/autopay',
      element: lazyPage(() => import('../features/autopay/autopay-list-page.tsx')),
    },
    {
      path: 'modules/configuration',
      element: lazyPage(() =>
        withControls(import('../features/configuration/components/configuration-page.tsx')),
      ),
    },
  ],
});
