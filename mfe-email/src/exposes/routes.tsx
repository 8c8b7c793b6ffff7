import { defineRouteBundle, lazyPage } from '@academias/shared/app';
import { withKit } from '@academias/shared/ui';

/** Routes of this remote, relative to `/app`; the shell mounts them inside its layout. */
export default defineRouteBundle({
  id: 'mfe-email',
  version: import.meta.env.VITE_REMOTE_VERSION,
  routes: [
    {
      path: 'modules/email',
      element: lazyPage(() =>
        withKit(
          import('../features/compose/components/email-center-page.tsx'),
          'lists',
          'controls',
          'checkbox',
        ),
      ),
    },
    {
      path: 'modules/emails/view',
      element: lazyPage(() =>
        withKit(import('../features/history/components/email-history-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/emails/scheduled',
      element: lazyPage(() =>
        withKit(import('../features/scheduled/components/scheduled-sends-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/emails/reminders',
      element: lazyPage(() =>
        withKit(
          import('../features/reminders/components/reminders-page.tsx'),
          'lists',
          'controls',
          'checkbox',
        ),
      ),
    },
  ],
});
