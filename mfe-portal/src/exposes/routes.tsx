import { defineRouteBundle, lazyPage } from '@academias/shared/app';
import { Outlet } from '@academias/shared/router';
import { PortalLayout } from '../app/portal-layout.tsx';
import { RouterNav } from '../navigation/router-nav.tsx';

/**
 * The payment portal inside the app (a logged-in user's navigation to `/client/payments`): the
 * same screens as the standalone build (main.tsx), moved between by the app's router. Paths
 * relative to `/client/payments`.
 */
export default defineRouteBundle({
  id: 'mfe-portal',
  version: import.meta.env.VITE_REMOTE_VERSION,
  routes: [
    {
      element: (
        <PortalLayout>
          <Outlet />
        </PortalLayout>
      ),
      children: [
        {
          index: true,
          element: (
            <RouterNav page="search">
              {lazyPage(() => import('../app/pages/payments-page.tsx'))}
            </RouterNav>
          ),
        },
        {
          path: 'result',
          element: (
            <RouterNav page="result">
              {lazyPage(() => import('../app/pages/payment-result-page.tsx'))}
            </RouterNav>
          ),
        },
      ],
    },
  ],
});
