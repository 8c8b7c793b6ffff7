import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@academias/shared/router';
import { UiProvider } from '../ui/ui-provider.tsx';

/**
 * The one way tests render a screen piece: inside the providers the shell gives a remote
 * (Chakra, a fresh query cache without retries, a router at `route`). For tests only.
 */
export const renderWithProviders = (
  ui: ReactNode,
  { route = '/', client }: { route?: string; client?: QueryClient } = {},
) => {
  const queryClient =
    client ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <UiProvider>{ui}</UiProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

/** What the API client throws for an error answer (`isAxiosError` is how the helpers recognise it). */
export const apiFailure = (
  status: number,
  body: { message: string; field?: string; code?: string },
) =>
  Object.assign(new Error(body.message), { isAxiosError: true, response: { status, data: body } });
