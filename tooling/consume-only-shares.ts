/**
 * A built remote consumes every singleton from the shell (`import: false`, tooling/federation.ts):
 * it carries no fallback copy (it only ever runs inside the shell, on the shell's federation
 * runtime), and the federation plugin writes each share's wrapper with only the exports the remote
 * imports instead of every export of the module. Measured on the first screen after login
 * (docs/performance.md, session 22): mfe-reports' wrappers 7.4 -> 3.1 KB gzip, each module opened
 * 5-7 KB lighter, every remote's build several times smaller and faster.
 *
 * The export lists come from the plugin's analysis of the module graph, finished before any
 * wrapper is written. An analysis cut short (the plugin warns) falls back to every export; an
 * export missing from a list would stop the build (Rolldown's MISSING_EXPORT), never reach a page.
 * Stalling the loading of the remote's entries, its pages or their imports by 0.3-0.8 s left the
 * lists the same (session 22).
 */

/**
 * The wrappers of a remote's consumed singletons in one chunk: apart, each repeats the plugin's
 * share-cache helpers (4 files, 4.9 KB gzip against 3.1 KB together). The on-demand singletons
 * stay apart: a wrapper evaluated at start fetches its module from the host (zod is fetched by the
 * first page that needs it).
 */
export const consumedSharesChunk = (onDemand: readonly string[]) => ({
  name: 'host-shares',
  test: (id: string) =>
    id.includes('__loadShare__') &&
    !onDemand.some((name) => id.includes(`__loadShare__${name}__loadShare__`)),
});
