import { setUnauthorizedHandler } from '@academias/shared/api';
import { events } from '@academias/shared/events';
import { toaster } from '@academias/shared/ui';
import { useEffect } from 'react';
import { paths } from '../config/paths.ts';
import {
  applyLayoutSettings,
  useLayoutSettings,
} from '../features/layout/layout-settings-store.ts';
import { installRipple } from '../features/layout/ripple.ts';

/** Wires the shared runtime to the shell: navigation on 401, toasts, layout settings, ripple. */
export const AppEffects = ({ navigate }: { navigate: (to: string) => void }) => {
  useEffect(() => {
    setUnauthorizedHandler(() => navigate(paths.login));
    const offToast = events.on('toast', (t) =>
      toaster.create({ type: t.type, title: t.title, description: t.description, closable: true }),
    );
    const offSettings = useLayoutSettings.subscribe((s) => applyLayoutSettings(s));
    applyLayoutSettings(useLayoutSettings.getState());
    const uninstallRipple = installRipple();
    return () => {
      offToast();
      offSettings();
      uninstallRipple();
    };
  }, [navigate]);
  return null;
};
