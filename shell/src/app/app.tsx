import { createQueryClient } from '@academias/shared/api';
import { UiProvider } from '@academias/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LoadingOverlay } from '../features/layout/loading-overlay.tsx';
import { RequestIndicator } from '../features/layout/request-indicator.tsx';
import { AppEffects } from './app-effects.tsx';
import { appRoutes } from './routes.tsx';

export const App = () => {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  const [queryClient] = useState(createQueryClient);
  const [navigate] = useState(() => (to: string) => void router.navigate(to, { replace: true }));
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <AppEffects navigate={navigate} />
        <RequestIndicator />
        <RouterProvider router={router} />
        <LoadingOverlay />
      </QueryClientProvider>
    </UiProvider>
  );
};
