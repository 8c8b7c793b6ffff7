import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from '@academias/shared/router';
import { paths } from '../config/paths.ts';
import { LoginPage } from '../features/auth/login-page.tsx';

/** A route element fetched on first visit; nothing is shown while its chunk arrives. */
const page = (Component: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={null}>
    <Component />
  </Suspense>
);

// Chakra, the query cache and the API client's 401 handling, for every screen but login.
const UiRoot = lazy(async () => ({ default: (await import('./ui-root.tsx')).UiRoot }));
const PortalOutlet = lazy(async () => ({
  default: (await import('../features/remotes/app-module-outlet.tsx')).PortalOutlet,
}));
const SessionOutlet = lazy(async () => ({
  default: (await import('../features/auth/require-session.tsx')).SessionOutlet,
}));
const AppLayout = lazy(async () => ({
  default: (await import('../features/layout/app-layout.tsx')).AppLayout,
}));
const AppModuleOutlet = lazy(async () => ({
  default: (await import('../features/remotes/app-module-outlet.tsx')).AppModuleOutlet,
}));
const LandingPage = lazy(async () => ({
  default: (await import('../features/pages/landing-page.tsx')).LandingPage,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('../features/pages/not-found-page.tsx')).NotFoundPage,
}));

/**
 * docs/spec.md §2. The login page is in the first load; everything else is fetched on first visit
 * (the layout, landing, 404, and each remote through the federation runtime). Rendered with
 * `useRoutes` under a `BrowserRouter` (the component router: see shared/src/router).
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
    element: page(UiRoot),
    children: [
      { path: '/client/payments/*', element: page(PortalOutlet) },
      {
        path: '/app',
        element: page(SessionOutlet),
        children: [
          {
            element: page(AppLayout),
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              { path: '*', element: page(AppModuleOutlet) },
            ],
          },
        ],
      },
      { path: paths.landing, element: page(LandingPage) },
      { path: paths.notFound, element: page(NotFoundPage) },
    ],
  },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
