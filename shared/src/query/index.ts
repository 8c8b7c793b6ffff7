/**
 * The one door to TanStack Query for every front end: a federation singleton (one query client
 * context for the shell and all remotes) that carries only what the product uses.
 *
 * Why not share `@tanstack/react-query` itself: a shared module is not tree-shaken, so every
 * first load after login carried the whole library (infinite and parallel queries, suspense,
 * hydration, streaming) and each remote's share wrapper listed its ~60 exports. Lint forbids
 * importing it anywhere else (a second copy would be a second client context: "No QueryClient
 * set").
 */
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { UseQueryResult } from '@tanstack/react-query';
