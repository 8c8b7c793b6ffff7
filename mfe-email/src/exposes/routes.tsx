import { defineRouteBundle, lazyPage } from '@academias/shared/app';
import { withCheckbox, withControls } from '@academias/shared/ui';

/** Routes of this remote, relative to `/app`; the shell mounts them inside its layout. */
export default defineRouteBundle({
  id: 'mfe-email',
  version: import.meta.env.VITE_REMOTE_VERSION,
  routes: [
    {
      path: 'modules/email',
      element: lazyPage(() =>
        withControls(withCheckbox(import('../features/compose/components/email-center-page.tsx'))),
      ),
    },
    {
      path: 'modules/emails/view',
      element: lazyPage(() => import('../features/history/components/email-history-page.tsx')),
    },
    {
      path: 'modules/emails/scheduled',
      element: lazyPage(() => import('../features/scheduled/components/scheduled-sends-page.tsx')),
    },
    {
      path: 'modules/emails/reminders',
      element: lazyPage(() =>
        withControls(withCheckbox(import('../features/reminders/components/reminders-page.tsx'))),
      ),
    },
  ],
});
