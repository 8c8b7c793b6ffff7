import { defineRouteBundle, lazyPage } from '@academias/shared/app';
import { withKit } from '@academias/shared/ui';

/** Routes of this remote, relative to `/app`; the shell mounts them inside its layout. */
export default defineRouteBundle({
  id: 'mfe-users',
  version: import.meta.env.VITE_REMOTE_VERSION,
  routes: [
    {
      path: 'modules/teachers',
      element: lazyPage(() =>
        withKit(import('../features/teachers/components/teachers-list-page.tsx'), 'lists'),
      ),
    },
    {
      path: 'modules/students',
      element: lazyPage(() =>
        withKit(
          import('../features/students/components/students-list-page.tsx'),
          'lists',
          'checkbox',
        ),
      ),
    },
    {
      path: 'modules/students/:studentId',
      element: lazyPage(() =>
        withKit(import('../features/students/detail/student-detail-page.tsx'), 'lists'),
      ),
    },
  ],
});
