import { MemoryRouter, useLocation, useRoutes } from '@academias/shared/router';
import { UiProvider } from '@academias/shared/ui';
import { QueryClient, QueryClientProvider } from '@academias/shared/query';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { appRoutes } from '../app/routes.tsx';

export { adminSession } from './admin-session.test-helper.ts';

/**
 * Where the router is now, read as `router.state.location.pathname` like a data router's. Set in
 * the commit that renders the new location (a layout effect): with a passive effect, a test that
 * found the new page could still read the old path (`findBy*` sees the DOM before React runs it).
 */
const router = { state: { location: { pathname: '' } } };
const Routed = () => {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    router.state.location.pathname = pathname;
  }, [pathname]);
  return useRoutes(appRoutes);
};

/** The shell's routes at `path`, with Chakra and a query cache as in the app. */
export const renderRoutesAt = (path: string) => {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routed />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
  return router;
};
