import { UiProvider } from '@academias/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders inside the providers the shell gives a remote (Chakra, query cache, router). */
export const renderWithProviders = (ui: ReactElement, { route = '/' } = {}) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <UiProvider>{ui}</UiProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};
