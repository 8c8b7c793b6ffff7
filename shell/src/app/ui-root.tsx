import { setUnauthorizedHandler } from '@academias/shared/api';
import { createQueryClient } from '@academias/shared/app';
import { events } from '@academias/shared/events';
import { toaster, UiProvider } from '@academias/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
// Not used by the shell itself: importing it makes the federation host load zod with the other
// singletons when the app starts, so every remote's schemas use this one copy.
import 'zod';
import { useEffect } from 'react';
import { Outlet, useNavigate } from '@academias/shared/router';
import { paths } from '../config/paths.ts';
import {
  applyLayoutSettings,
  useLayoutSettings,
} from '../features/layout/layout-settings-store.ts';
import { LoadingOverlay } from '../features/layout/loading-overlay.tsx';
import { RequestIndicator } from '../features/layout/request-indicator.tsx';

/** One cache for the shell and every remote (react-query is a federation singleton). */
const queryClient = createQueryClient();

/**
 * Everything past the login page: Chakra, the query cache, the request indicator, the loading
 * overlay, toasts, layout settings changes and the API client's 401 navigation. Loaded on the first route that needs it, not at start.
 */
export const UiRoot = () => {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => navigate(paths.login, { replace: true }));
    const offToast = events.on('toast', (t) =>
      toaster.create({ type: t.type, title: t.title, description: t.description, closable: true }),
    );
    const offSettings = useLayoutSettings.subscribe((s) => applyLayoutSettings(s));
    return () => {
      offToast();
      offSettings();
    };
  }, [navigate]);
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <RequestIndicator />
        <Outlet />
        <LoadingOverlay />
      </QueryClientProvider>
    </UiProvider>
  );
};
