import { setUnauthorizedHandler } from '@academias/shared/api';
import { createQueryClient } from '@academias/shared/app';
import { events } from '@academias/shared/events';
import { toaster, UiProvider } from '@academias/shared/ui';
import { QueryClientProvider } from '@academias/shared/query';
// Chakra's global styles, rendered at build time (tooling/chakra-css.ts): a CSS file fetched with
// this chunk instead of ~60 KB serialised by Emotion on every load (UiProvider prebuiltCss).
import 'virtual:chakra-global.css';
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
 * Toasts, layout settings changes and the API client's 401 navigation. Renders nothing; apart
 * from `UiRoot` because `useNavigate` re-renders its component on every navigation.
 */
const UiRootEffects = () => {
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
  return null;
};

/**
 * Everything past the login page: Chakra, the query cache, the request indicator, the loading
 * overlay and `UiRootEffects`. Loaded on the first route that needs it, not at start.
 */
export const UiRoot = () => (
  <UiProvider prebuiltCss>
    <QueryClientProvider client={queryClient}>
      <UiRootEffects />
      <RequestIndicator />
      <Outlet />
      <LoadingOverlay />
    </QueryClientProvider>
  </UiProvider>
);
