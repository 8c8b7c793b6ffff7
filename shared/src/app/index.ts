export { defineRouteBundle, type RouteBundle } from './route-bundle.ts';
export { lazyPage } from './lazy-page.tsx';
export { StandaloneRemote } from './standalone-remote.tsx';
