/**
 * axios carries three adapters, XMLHttpRequest, fetch and Node's http, and takes the first of
 * `['xhr', 'http', 'fetch']` the platform has: in a browser always XMLHttpRequest (the API client
 * names it too: shared/src/api/api-client.ts). The fetch adapter and its stream helpers were
 * 4.4 of axios' 21.8 KB gzip on every first screen, never run. Its module, imported only by
 * axios' adapter table, resolves to one that offers no fetch: asking axios for `fetch` then fails
 * as on a platform without it. shared/src/api/axios-xhr-only.test.ts fails if an axios upgrade
 * moves that import.
 */
const NO_FETCH_ADAPTER = '\0axios-no-fetch-adapter';

/** What axios' adapter table (`lib/adapters/adapters.js`) imports the fetch adapter as. */
export const isAxiosFetchAdapter = (source: string, importer: string | undefined): boolean =>
  source === './fetch.js' &&
  importer !== undefined &&
  /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer);

export const axiosXhrOnly = () => ({
  name: 'academias:axios-xhr-only',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    return isAxiosFetchAdapter(source, importer) ? NO_FETCH_ADAPTER : null;
  },
  load(id: string) {
    return id === NO_FETCH_ADAPTER ? 'export const getFetch = () => undefined;' : null;
  },
});
