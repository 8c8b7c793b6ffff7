import { createQueryClient } from '@academias/shared/app';
import { UiProvider } from '@academias/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, useRoutes } from '@academias/shared/router';
import bundle from './exposes/routes.tsx';

/**
 * The standalone payment portal (served at `/portal/`, or at `/` by its dev server): the same
 * route bundle the shell mounts at `/client/payments`, with no shell and no login.
 */
const basename = window.location.pathname.startsWith('/portal') ? '/portal' : '/';
const PortalRoutes = () => useRoutes([...bundle.routes, { path: '*', element: <Navigate to="/" replace /> }]);

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
