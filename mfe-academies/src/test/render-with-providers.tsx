import { UiProvider } from '@academias/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a screen piece with the providers the shell gives it (Chakra, query cache, router). */
export const renderWithProviders = (ui: ReactNode) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
};

/** What the API client throws for an error answer (`isAxiosError` is how the helpers recognise it). */
export const apiFailure = (
  status: number,
  body: { message: string; field?: string; code?: string },
) =>
  Object.assign(new Error(body.message), { isAxiosError: true, response: { status, data: body } });
