export { defineRouteBundle, type RouteBundle } from './route-bundle.ts';
export { lazyPage } from './lazy-page.tsx';
export { StandaloneRemote } from './standalone-remote.tsx';
// Here, not in ./api: the API client is in the shell's first load and react-query is not.
export { createQueryClient } from './query-client.ts';
export {
  errorText,
  invalidateResources,
  notify,
  queryKeys,
  useContractMutation,
  useContractQuery,
  type Resource,
} from './contract-queries.ts';
export { AutopayCard } from './autopay/lazy-autopay-card.tsx';
export { lazyDialog, type LazyDialog, type PreloadProps } from './lazy-dialog.tsx';
