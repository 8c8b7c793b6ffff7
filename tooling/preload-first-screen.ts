/**
 * Modulepreload links in the shell's index.html for everything its first screen needs, so the
 * browser fetches it all at once while parsing the page (docs/performance.md, session 10).
 *
 * Why: the shell's page is served for /app/* (the login page has its own, shell/login). Without
 * these links the chunks arrive in waves, each asked for only when the one before has run: the
 * federation host's `init()` loads the shared singletons (zustand, then `@academias/shared/*`, the
 * Chakra kit among them), and only after them the first route's chunks (UiRoot, the session
 * guard, the layout, the module outlet) and remotes.json. On a phone every wave is a round trip.
 */

/** The part of a Rollup output chunk or asset this plugin reads and writes. */
interface OutputItem {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
  source?: string | Uint8Array;
  code?: string;
  viteMetadata?: { importedCss: Set<string> };
}

/** The chunks a list of chunks needs before it can run: itself and its static imports, deep. */
const withStaticImports = (start: string[], bundle: Record<string, OutputItem>): Set<string> => {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const dep of bundle[fileName]?.imports ?? []) visit(dep);
  };
  start.forEach(visit);
  return seen;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @param firstRoute source files (from the package root) of the lazy chunks every /app screen
 *   renders; their chunks and static imports are preloaded.
 * @param fetches same-origin JSON the first screen fetches (remotes.json), preloaded as `fetch`.
 */
export const preloadFirstScreen = (firstRoute: string[], fetches: string[] = []) => {
  // The build's `base` (where its files are served from), as Vite resolved it: the page links
  // and loads its chunks under it, not necessarily at the site's root.
  let base = '/';
  return {
    name: 'academias:preload-first-screen',
    apply: 'build' as const,
    enforce: 'post' as const,
    configResolved(config: { base: string }) {
      base = config.base.endsWith('/') ? config.base : `${config.base}/`;
    },
    generateBundle(_options: unknown, bundle: Record<string, OutputItem>) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      // The shared singletons the host's init() loads: what its share map imports.
      const shares = chunks
        .filter((c) => c.fileName.includes('localSharedImportMap'))
        .flatMap((c) => c.dynamicImports ?? []);
      // What the page's script (the federation bootstrap) imports by a file name in a string, which
      // the bundle's graph does not record (its pending-shares module).
      const html = page.source;
      const scriptSrc = new RegExp(`<script[^>]* src="${escapeRegExp(base)}([^"]+)"`, 'g');
      const scripts = [...html.matchAll(scriptSrc)].map((m) => bundle[m[1] ?? '']);
      const byName = scripts
        .map((s) => (s?.type === 'chunk' ? s.code : s?.source)?.toString() ?? '')
        .flatMap((code) => chunks.filter((c) => code.includes(`./${c.fileName.split('/').pop()}`)))
        .map((c) => c.fileName);
      const routes = chunks
        .filter((c) => firstRoute.some((src) => c.facadeModuleId?.endsWith(src)))
        .map((c) => c.fileName);
      const links = [...withStaticImports([...byName, ...shares, ...routes], bundle)]
        .filter((fileName) => fileName.endsWith('.js') && !html.includes(`${base}${fileName}"`))
        .map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`);
      // Their CSS (Chakra's global styles come with the UI root) as a stylesheet of the page: Vite's
      // loader sees it linked and does not add it again.
      const styles = [...withStaticImports(routes, bundle)]
        .flatMap((fileName) => [...(bundle[fileName]?.viteMetadata?.importedCss ?? [])])
        .filter((fileName) => !html.includes(`${base}${fileName}"`))
        .map((fileName) => `<link rel="stylesheet" crossorigin href="${base}${fileName}">`);
      const jsons = fetches.map(
        (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`,
      );
      page.source = html.replace('</head>', `${[...styles, ...links, ...jsons].join('')}</head>`);
    },
  };
};
