import { createQueryClient } from '@academias/shared/app';
import { UiProvider } from '@academias/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, useRoutes } from '@academias/shared/router';
import bundle from './exposes/routes.tsx';

/**
 * The standalone payment portal: the same route bundle the shell mounts at `/client/payments`,
 * with no shell and no login. The server gives it to a fresh visit of `/client/payments` and
 * `/client/payments/result` (a payer's first load stays light) and serves it at `/portal/`;
 * its dev server at `/`.
 */
const mounts = ['/portal', '/client/payments'];
const basename = mounts.find((m) => window.location.pathname.startsWith(m)) ?? '/';
const PortalRoutes = () =>
  useRoutes([...bundle.routes, { path: '*', element: <Navigate to="/" replace /> }]);

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
createRoot(root).render(
  <UiProvider>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter basename={basename}>
        <PortalRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </UiProvider>,
);
