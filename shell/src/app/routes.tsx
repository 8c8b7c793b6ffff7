import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { LoginPage } from '../features/auth/login-page.tsx';

/**
 * docs/spec.md §2. The login page is in the first load; everything else is fetched on first visit
 * (the layout, landing, 404, and each remote through the federation runtime).
 */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.login} replace /> },
  {
    path: '/auth',
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      { path: 'login', element: <LoginPage /> },
    ],
  },
  {
    // Chakra, the query cache and the API client's 401 handling, for every screen but login.
    // No hydrateFallbackElement here: with it, a page reload on /app/... left remote pages
    // suspended forever (React.lazy inside the remote never re-rendered). The router only warns.
    lazy: async () => ({ Component: (await import('./ui-root.tsx')).UiRoot }),
    children: [
      {
        path: '/client/payments/*',
        lazy: async () => ({
          Component: (await import('../features/remotes/app-module-outlet.tsx')).PortalOutlet,
        }),
      },
      {
        path: '/app',
        lazy: async () => ({
          Component: (await import('../features/auth/require-session.tsx')).SessionOutlet,
        }),
        children: [
          {
            lazy: async () => ({
              Component: (await import('../features/layout/app-layout.tsx')).AppLayout,
            }),
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('../features/remotes/app-module-outlet.tsx'))
                    .AppModuleOutlet,
                }),
              },
            ],
          },
        ],
      },
      {
        path: paths.landing,
        lazy: async () => ({
          Component: (await import('../features/pages/landing-page.tsx')).LandingPage,
        }),
      },
      {
        path: paths.notFound,
        lazy: async () => ({
          Component: (await import('../features/pages/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
