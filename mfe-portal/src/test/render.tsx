import { UiProvider } from '@academias/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@academias/shared/router';

/**
 * Renders a portal piece as the app does: Chakra, a fresh query cache and a router, with the
 * piece as the index page of the portal mounted at `base` (as the shell mounts it).
 */
export const renderPortal = (
  ui: ReactElement,
  { base = '/client/payments', path = base }: { base?: string; path?: string } = {},
) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <UiProvider>
          <Routes>
            <Route path={`${base}/*`}>
              <Route index element={ui} />
              <Route path="result" element={ui} />
            </Route>
          </Routes>
        </UiProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
};
