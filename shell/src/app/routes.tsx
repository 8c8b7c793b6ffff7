import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { DATA_TYPE_KEY, useSession } from '@academias/shared/session';
import { Navigate, useLocation, type RouteObject } from '@academias/shared/router';
import { paths } from '../config/paths.ts';
import { AppFrame } from '../features/layout/app-frame.tsx';

/** A route element fetched on first visit; `fallback` (nothing by default) while its chunk arrives. */
const page = (Component: LazyExoticComponent<ComponentType>, fallback: ReactNode = null) => (
  <Suspense fallback={fallback}>
    <Component />
  </Suspense>
);

/**
 * While the layout's chunks arrive on an /app page: the frame the page painted before the
 * scripts ran (index.html), now with the user's name, so the screen never goes blank between.
 */
const AppFrameFallback = () => {
  const name = useSession((s) => s.session?.data.name);
  const inApp = useLocation().pathname.startsWith('/app');
  return inApp ? <AppFrame name={name} /> : null;
};
const frame = <AppFrameFallback />;

// The chunks of an /app screen: Chakra, the query cache and the API client's 401 handling (every
// screen but login), the session guard, the layout, the module outlet.
const chunks = {
  uiRoot: () => import('./ui-root.tsx'),
  session: () => import('../features/auth/require-session.tsx'),
  layout: () => import('../features/layout/app-layout.tsx'),
  outlet: () => import('../features/remotes/app-module-outlet.tsx'),
};
const UiRoot = lazy(async () => ({ default: (await chunks.uiRoot()).UiRoot }));
const PortalOutlet = lazy(async () => ({ default: (await chunks.outlet()).PortalOutlet }));
const SessionOutlet = lazy(async () => ({ default: (await chunks.session()).SessionOutlet }));
const AppLayout = lazy(async () => ({ default: (await chunks.layout()).AppLayout }));
const AppModuleOutlet = lazy(async () => ({ default: (await chunks.outlet()).AppModuleOutlet }));

/**
 * A visit that opens a module (`/app/...`, logged in): its chunks and the module's remote are
 * fetched at once, instead of each after the route above it has rendered: five round trips in a
 * row before the remote's entry was even asked for (docs/performance.md, session 9).
 */
export const preloadFirstScreen = (pathname: string) => {
  const rest = /^\/app(?:\/|$)(.*)/.exec(pathname)?.[1];
  if (rest === undefined || !localStorage.getItem(DATA_TYPE_KEY)) return;
  const loads = [chunks.uiRoot(), chunks.session(), chunks.layout()];
  // A failure shows where it did before: the route that needed the chunk or the remote.
  void Promise.all([...loads, chunks.outlet().then((m) => m.preloadModule(rest))]).catch(() => {});
};
// The app's own login page (after logout, a 401, a guarded page): not part of a screen after login.
// A fresh visit to /auth/login gets the standalone page (src/login/main.tsx) instead.
const LoginPage = lazy(async () => ({
  default: (await import('../features/auth/login-page.tsx')).LoginPage,
}));
const LandingPage = lazy(async () => ({
  default: (await import('../features/pages/landing-page.tsx')).LandingPage,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('../features/pages/not-found-page.tsx')).NotFoundPage,
}));

/**
 * docs/spec.md §2. Every page is fetched on first visit (the login page, the layout, landing, 404,
 * and each remote through the federation runtime). Rendered with
 * `useRoutes` under a `BrowserRouter` (the component router: see shared/src/router).
 */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.login} replace /> },
  {
    path: '/auth',
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      { path: 'login', element: page(LoginPage) },
    ],
  },
  {
    element: page(UiRoot, frame),
    children: [
      { path: '/client/payments/*', element: page(PortalOutlet) },
      {
        path: '/app',
        element: page(SessionOutlet, frame),
        children: [
          {
            element: page(AppLayout, frame),
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
