import { defineRouteBundle, lazyPage } from '@academias/shared/app';
import { withKit } from '@academias/shared/ui';

/** Routes of this remote, relative to `/app`; the shell mounts them inside its layout. */
export default defineRouteBundle({
  id: 'mfe-finance',
  version: import.meta.env.VITE_REMOTE_VERSION,
  routes: [
    {
      path: 'modules/plans',
      element: lazyPage(() =>
        withKit(import('../features/plans/components/plans-list-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/expenses',
      element: lazyPage(() =>
        withKit(import('../features/expenses/components/expenses-list-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/view-payments',
      element: lazyPage(() =>
        withKit(
          import('../features/payments/components/payments-list-page.tsx'),
          'lists',
          'checkbox',
        ),
      ),
    },
    {
      path: 'modules/view-dte',
      element: lazyPage(() =>
        withKit(import('../features/documents/components/documents-list-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/charges',
      element: lazyPage(() =>
        withKit(
          import('../features/charges/components/charges-list-page.tsx'),
          'lists',
          'checkbox',
        ),
      ),
    },
    {
      path: 'modules/view-charges',
      element: lazyPage(() =>
        withKit(import('../features/my-charges/components/my-charges-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/autopay',
      element: lazyPage(() =>
        withKit(import('../features/autopay/autopay-list-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/configuration',
      element: lazyPage(() =>
        withKit(
          import('../features/configuration/components/configuration-page.tsx'),
          'lists',
          'controls',
        ),
      ),
    },
  ],
});
