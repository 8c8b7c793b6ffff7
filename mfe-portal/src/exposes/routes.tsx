import { defineRouteBundle, lazyPage } from '@academias/shared/app';
import { PortalLayout } from '../app/portal-layout.tsx';

/** The public payment portal; paths relative to `/client/payments` (shell) or `/portal/` (standalone). */
export default defineRouteBundle({
  id: 'mfe-portal',
  version: import.meta.env.VITE_REMOTE_VERSION,
  routes: [
    {
      element: <PortalLayout />,
      children: [
        { index: true, element: lazyPage(() => import('../app/pages/payments-page.tsx')) },
        { path: 'result', element: lazyPage(() => import('../app/pages/payment-result-page.tsx')) },
      ],
    },
  ],
});
