import { defineRouteBundle, lazyPage } from '@academias/shared/app';
import { withKit } from '@academias/shared/ui';

/** Routes of this remote, relative to `/app`; the shell mounts them inside its layout. */
export default defineRouteBundle({
  id: 'mfe-academies',
  version: import.meta.env.VITE_REMOTE_VERSION,
  routes: [
    {
      path: 'modules/academies',
      element: lazyPage(() =>
        withKit(import('../features/academies/components/academies-list-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/academies/:academyId',
      element: lazyPage(() =>
        withKit(import('../features/academies/components/academy-detail-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/my-academies/:academyId',
      element: lazyPage(() =>
        withKit(import('../features/academies/components/my-academy-page.tsx'), 'lists'),
      ),
    },
  ],
});
