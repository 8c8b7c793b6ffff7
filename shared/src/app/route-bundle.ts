import type { RouteObject } from '@academias/shared/router';

/**
 * What every remote exposes as `./routes` (default export): its routes as data, pages loaded
 * lazily. Paths are relative to `/app` (`dashboard`, `modules/teachers`), or, for the portal,
 * to `/client/payments` (index and `result`). The shell owns the menus and the layout.
 */
export interface RouteBundle {
  /** The remote's name, as in remotes.json (`mfe-users`). */
  id: string;
  routes: RouteObject[];
  /** The build of the remote (`import.meta.env.VITE_REMOTE_VERSION`), shown by the shell. */
  version?: string;
}

export const defineRouteBundle = (bundle: RouteBundle): RouteBundle => bundle;
