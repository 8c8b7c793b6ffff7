/**
 * One Vite + Module Federation configuration for the shell and every remote (docs/design.md §3).
 *
 * This folder is not a workspace package, so it imports no npm package at run time: each package's
 * `vite.config.ts` passes in its own `federation` and `react` plugin factories. That keeps the
 * federation options (names, singletons, share strategy) in this one file.
 */
import { axiosXhrOnly } from './axios-xhr-only.ts';
import { consumedSharesChunk } from './consume-only-shares.ts';
import { unitTestProjects } from './unit-test-projects.ts';

/**
 * Singletons: one instance at run time in the shell and every remote, so there is one React,
 * one router, one session store, one API client and one Chakra system. Every subpath entry of
 * `@academias/shared` needs its own key. Chakra itself is NOT shared: shared modules are not
 * tree-shaken (457 KB gzip measured); it reaches remotes through `@academias/shared/ui`. The
 * router likewise reaches everyone through `@academias/shared/router` (16 KB instead of 64.6 KB),
 * and TanStack Query through `@academias/shared/query`. Emotion is not shared either: only Chakra
 * uses it, and Chakra runs inside the `ui` singleton, so the shell's one copy sits in that chunk,
 * tree-shaken (a share of its own was 2 KB more after login and an export list in every remote).
 * zustand likewise: its stores live in singletons (the session, the requests in flight) and in
 * the shell, and the library itself holds no state.
 * `@academias/shared/contract` and `/format` are deliberately NOT shared: they hold no state
 * (zod schemas, pure helpers), so one copy per remote is harmless, and unshared they are
 * tree-shaken: a remote carries only the schemas it uses instead of the whole 35 KB table.
 * zod is shared too, but on demand (`onDemandSingletons`).
 *
 * The shell provides them all at run time, its own modules behind an `import()`
 * (shell/src/features/remotes/provide-singletons.ts): as a federation host declaring them it
 * reached its own code through wrappers and a host `init()` (15 KB gzip of the first screen,
 * docs/performance.md, session 22). A built remote only consumes them (`import: false`,
 * tooling/consume-only-shares.ts).
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  '@academias/shared/router',
  '@academias/shared/query',
  '@academias/shared/ui',
  '@academias/shared/api',
  '@academias/shared/session',
  '@academias/shared/events',
  '@academias/shared/app',
] as const;

/**
 * Singletons fetched by the first module that needs them, one copy for all: zod (~54 KB gzip),
 * which only forms and validation use, with the remotes that import it. The shell registers it
 * with the others, an `import()` it does not run itself, and those
 * remotes consume it only (`import: false`): the `import()` of a page that needs it, or the
 * remote's `init()` when its entry reaches it statically, fetches it. A remote that does not
 * import it must not list it: a consume-only share is fetched by `init()` even when unused
 * (mfe-reports is Inicio, the first screen). `assertNoLocalCopy` fails the build of a remote
 * that imports one without being listed.
 */
export const onDemandSingletons = {
  zod: ['mfe-users', 'mfe-academies', 'mfe-finance', 'mfe-email'],
} as const satisfies Record<string, readonly string[]>;

const onDemandConsumed = (app: FederatedApp) =>
  Object.entries(onDemandSingletons)
    .filter(([, consumers]) => (consumers as readonly string[]).includes(app.name))
    .map(([name]) => name);

/** The module every remote exposes: its `RouteBundle` (shared/src/app/route-bundle.ts). */
const ROUTES_EXPOSE = './routes';

export interface FederatedApp {
  /** Federation name; also the key in `remotes.json` (`mfe-users`, ...). */
  name: string;
  /** Dev/preview port (5170-5179). */
  port: number;
  /** Remotes expose their route bundle; the host exposes nothing. */
  exposes?: Record<string, string>;
  /**
   * The page's one federation runtime: the shell publishes it and the remotes use it instead of
   * carrying their own copy (~19 KB gzip each). Remotes built this way load only inside the
   * shell; the standalone portal is a separate build without federation (mfe-portal).
   */
  runtime: 'provide' | 'use';
  /**
   * `./` for remotes, so a build can be served from any path (`/remotes/<name>/`) and the
   * federation runtime computes the public path ("auto"). The shell uses `/`: its index.html
   * is served for deep links like `/app/modules/teachers`.
   */
  base: string;
  /** The name in the title of a remote's own page; the page is written by `remoteIndexHtml`. */
  title?: string;
}

export interface FederationOptions {
  name: string;
  filename: string;
  manifest: true;
  dts: false;
  shareStrategy: 'loaded-first';
  experiments: { provideExternalRuntime?: true; externalRuntime?: true };
  exposes?: Record<string, string>;
  remotes: Record<string, never>;
  shared: Record<string, { singleton: true; requiredVersion: false; import?: false }>;
}

const singleton = { singleton: true, requiredVersion: false } as const;
const consumed = { ...singleton, import: false } as const;
/** A built remote: it runs only inside the shell, on the shell's runtime and singletons. */
const consumesOnly = (app: FederatedApp, building: boolean) => building && app.runtime === 'use';

export const federationOptions = (app: FederatedApp, building = true): FederationOptions => ({
  name: app.name,
  filename: 'remoteEntry.js',
  manifest: true,
  // The dts plugin needs the TypeScript JS API, which TypeScript 7 (native) does not ship.
  dts: false,
  // Remotes are registered at run time from remotes.json and loaded on first use.
  shareStrategy: 'loaded-first',
  // One runtime per page, the shell's. The dev servers keep one per remote, so a remote's own
  // dev page (its index.html) still runs alone.
  experiments: !building
    ? {}
    : app.runtime === 'provide'
      ? { provideExternalRuntime: true }
      : { externalRuntime: true },
  ...(app.exposes ? { exposes: app.exposes } : {}),
  remotes: {},
  // requiredVersion false: the workspace pins one version of each (pnpm catalog).
  // The shell declares none: it registers its own modules at run time (see sharedSingletons).
  shared:
    app.runtime === 'provide'
      ? {}
      : Object.fromEntries([
          // Built remotes consume the host's copy (consume-only-shares.ts); a remote's dev server
          // brings its own, so its own page still runs alone.
          ...sharedSingletons.map((name) => [
            name,
            consumesOnly(app, building) ? consumed : singleton,
          ]),
          ...onDemandConsumed(app).map((name) => [name, building ? consumed : singleton]),
        ]),
});

/**
 * Shared modules are not tree-shaken, and zod's namespace carries ~40 locales (38 of its 93 KB
 * gzip). The front ends use Spanish only (shared/src/contract/common.ts), so zod's locale index
 * resolves to Spanish alone.
 */
const ZOD_LOCALES = '\0zod-locales-es';
export const zodSpanishOnly = () => ({
  name: 'academias:zod-spanish-only',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    return source === '../locales/index.js' &&
      importer &&
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(importer)
      ? ZOD_LOCALES
      : null;
  },
  load(id: string) {
    return id === ZOD_LOCALES ? "export { default as es } from 'zod/v4/locales/es.js';" : null;
  },
});

/** The part of Rollup's plugin context the two plugins below use. */
interface BuildContext {
  resolve(source: string, importer?: string): Promise<unknown>;
  error(message: string): never;
}

/**
 * Every shared singleton registered with the federation plugin before the module graph loads.
 *
 * Why: @module-federation/vite decides which shares the container "materialises" (loads in its
 * `init()`, before the app's code runs) from the shares it has seen imported when it judges the
 * module graph complete: every module it has seen start is parsed and 10 ms pass with no other
 * (imports not yet loaded do not count). On a loaded machine one short stall ends that analysis
 * early, silently (a 300 ms stall before `routes.tsx` loads reproduces it), so
 * `@academias/shared/*` were written out with `materialize: false`: their loadShare wrappers then
 * assign their exports only after an asynchronous import, and `ui-root.tsx` read
 * `createQueryClient` as undefined at module evaluation ("n is not a function"). Resolving every
 * share here (the plugin records a share as used when it resolves its import) makes the list
 * complete whatever the timing; every package uses every singleton, so nothing more is loaded.
 * `names`: the package's shares (a remote's consume-only zod too, so its wrappers are written).
 */
export const registerSharedUpFront = (names: readonly string[]) => {
  // Imports are resolved as if from the package's own entry (every front end has src/main.tsx).
  let importer = '';
  return {
    name: 'academias:register-shared-up-front',
    apply: 'build' as const,
    configResolved(config: { root: string }) {
      importer = `${config.root}/src/main.tsx`;
    },
    async buildStart(this: BuildContext) {
      for (const name of names) await this.resolve(name, importer);
    },
  };
};

/**
 * name -> "loaded by `init()`" (materialize) of each share in a build's share map: written out
 * as an object per share, or, in a consume-only remote (consume-only-shares.ts), as one helper's
 * calls (name, version, scope, flag, options).
 */
export const shareMapFlags = (code: string): Map<string, boolean> => {
  const isTrue = (flag: string | undefined) => flag === '!0' || flag === 'true';
  const written = code.matchAll(
    /name:\s*[`"']([^`"']+)[`"'][^{}]*?materialize:\s*(!0|!1|true|false)/g,
  );
  const called = code.matchAll(
    /\(\s*[`"']([^`"']+)[`"']\s*,\s*[`"'][^`"']*[`"']\s*,\s*[`"'][^`"']*[`"']\s*,\s*(!0|!1|true|false)\s*,/g,
  );
  return new Map([...written, ...called].map((m) => [m[1] ?? '', isTrue(m[2])]));
};

/**
 * Fails a remote's build if its share map leaves a singleton out of `init()` (materialize
 * false): such a build starts with undefined shared bindings. The on-demand singletons are not
 * checked: a remote's zod is left to the `import()` that needs it.
 */
export const assertSharedMaterialized = () => ({
  name: 'academias:assert-shared-materialized',
  apply: 'build' as const,
  generateBundle(
    this: BuildContext,
    _options: unknown,
    bundle: Record<string, { type: string; fileName: string; code?: string }>,
  ) {
    const maps = Object.values(bundle).filter(
      (c) => c.type === 'chunk' && c.fileName.includes('localSharedImportMap'),
    );
    if (maps.length === 0)
      this.error('No se encontró el mapa de módulos compartidos de federación.');
    const flags = shareMapFlags(maps.map((c) => c.code ?? '').join('\n'));
    if (flags.size === 0) this.error('No se pudo leer qué módulos compartidos carga init().');
    const lazy = sharedSingletons.filter((name) => flags.get(name) !== true);
    if (lazy.length > 0) {
      this.error(`Módulos compartidos fuera de init() (materialize: false): ${lazy.join(', ')}`);
    }
  },
});

/**
 * Fails a remote's build that bundles its own copy of an on-demand singleton: a remote that
 * imports one without being listed in `onDemandSingletons` (a second zod, ~54 KB gzip more, and
 * not the instance the others configure).
 */
export const assertNoLocalCopy = () => ({
  name: 'academias:assert-no-local-copy',
  apply: 'build' as const,
  generateBundle(
    this: BuildContext,
    _options: unknown,
    bundle: Record<string, { type: string; modules?: Record<string, unknown> }>,
  ) {
    const copied = Object.keys(onDemandSingletons).filter((name) => {
      const inPackage = new RegExp(`[\\\\/]node_modules[\\\\/]${name}[\\\\/]`);
      return Object.values(bundle).some(
        (c) => c.type === 'chunk' && Object.keys(c.modules ?? {}).some((id) => inPackage.test(id)),
      );
    });
    if (copied.length > 0) {
      this.error(
        `El remoto incluye su propia copia de ${copied.join(', ')}: agréguelo a onDemandSingletons (tooling/federation.ts).`,
      );
    }
  },
});

/** The part of Vite's dev server the page plugin below uses. */
interface DevServer {
  middlewares: {
    use(
      handler: (
        req: { url?: string },
        res: { setHeader(name: string, value: string): void; end(body: string): void },
        next: () => void,
      ) => void,
    ): void;
  };
  transformIndexHtml(url: string, html: string): Promise<string>;
}

/**
 * A remote's own page (its dev server's `/`, and index.html in its build), written once: the
 * remotes' pages differ only in their title. Vite reads index.html from the package's folder;
 * this plugin answers for that file instead.
 */
export const remoteIndexHtml = (title: string) => {
  const html = `<!doctype html>
<html lang="es-CL">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title} · Academias (desarrollo)</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
  let page = '';
  return {
    name: 'academias:remote-index-html',
    enforce: 'pre' as const,
    configResolved(config: { root: string }) {
      page = `${config.root}/index.html`;
    },
    resolveId: (source: string) => (source === page ? page : null),
    load: (id: string) => (id === page ? html : null),
    // After Vite's own middlewares, which pass on when there is no index.html on disk.
    configureServer: (server: DevServer) => () =>
      server.middlewares.use((req, res, next) => {
        if (req.url !== '/' && req.url !== '/index.html') return next();
        void server.transformIndexHtml(req.url, html).then((body) => {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(body);
        });
      }),
  };
};

export interface PluginFactories<FP, RP> {
  federation: (options: FederationOptions) => FP;
  react: () => RP;
}

/** The whole Vite config of a federated package. Under vitest the federation plugin is left out. */
export const federatedViteConfig = <FP, RP>(
  app: FederatedApp,
  plugins: PluginFactories<FP, RP>,
) => {
  const underTest = Boolean(process.env.VITEST);
  const building = process.argv.includes('build');
  const federationConfig = federationOptions(app, building);
  return {
    base: app.base,
    // Which build of a remote is live (shown by the shell under the module): REMOTE_VERSION
    // from the deployment, or the build time.
    define: {
      'import.meta.env.VITE_REMOTE_VERSION': JSON.stringify(
        process.env.REMOTE_VERSION ?? new Date().toISOString().slice(0, 16).replace(/\D/g, ''),
      ),
    },
    plugins: underTest
      ? [plugins.react()]
      : [
          zodSpanishOnly(),
          axiosXhrOnly(),
          registerSharedUpFront(Object.keys(federationConfig.shared)),
          ...(consumesOnly(app, building) ? [assertSharedMaterialized(), assertNoLocalCopy()] : []),
          plugins.react(),
          plugins.federation(federationConfig),
          ...(app.title ? [remoteIndexHtml(app.title)] : []),
        ],
    server: {
      port: app.port,
      strictPort: true,
      origin: `http://localhost:${app.port}`,
      // dev: calls go to the API server (API_URL, default the server's port 8080)
      proxy: { '/api': process.env.API_URL ?? 'http://localhost:8080' },
    },
    preview: { port: app.port, strictPort: true },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        treeshake: { manualPureFunctions: [...chakraIdentityHelpers, ...chakraExtendedAnatomies] },
        ...(consumesOnly(app, building)
          ? {
              output: {
                codeSplitting: {
                  groups: [consumedSharesChunk(Object.keys(onDemandSingletons))],
                },
              },
            }
          : {}),
      },
    },
    test: {
      environment: 'happy-dom',
      globals: false,
      // From the package's folder (every front end sits beside shared/).
      setupFiles: ['../shared/src/testing/vitest-setup.ts'],
      // The files (src/**/*.test.ts(x)), in two groups; a project's own `include` only.
      ...(underTest ? { projects: unitTestProjects(process.cwd()) } : {}),
    },
  };
};

/**
 * Chakra's theme helpers are identities (`defineSlotRecipe = (v) => v`), but Rolldown keeps a
 * call to an imported function whose result goes unused: `defaultThemeConfig = defineConfig({
 * recipes, slotRecipes, ... })` in `@chakra-ui/react/theme` kept all 73 recipes in the `ui`
 * chunk though `shared/src/ui/system.ts` uses 25 (docs/performance.md, session 21). Named
 * pure, an unused call is dropped with what it alone references.
 */
const chakraIdentityHelpers = [
  'defineAnimationStyles',
  'defineConditions',
  'defineConfig',
  'defineGlobalStyles',
  'defineKeyframes',
  'defineLayerStyles',
  'defineRecipe',
  'defineSlotRecipe',
  'defineStyle',
  'defineTextStyles',
];

/**
 * `@chakra-ui/react`'s anatomy module extends Ark's (`const menuAnatomy =
 * menuAnatomy$1.extendWith(...)`, the names its build gives the imports): a method call Rolldown
 * keeps though nothing reads the result, with the Zag anatomy it imports. Named pure, the 19
 * unused ones leave the first screen (0.7 KB gzip, docs/performance.md, session 22). Tied to the
 * Chakra version patched in patches/: after an upgrade a changed name only costs those bytes again.
 */
const chakraExtendedAnatomies = [
  'accordion',
  'clipboard',
  'colorPicker',
  'combobox',
  'datePicker',
  'dialog',
  'editable',
  'field',
  'fieldset',
  'fileUpload',
  'listbox',
  'menu',
  'popover',
  'radioGroup',
  'ratingGroup',
  'select',
  'slider',
  'splitter',
  'switch',
].map((part) => `${part}Anatomy$1`);

/**
 * A remote: served from any path, exposing its route bundle. With a title its own page is
 * `remoteIndexHtml`'s; without one, the package's index.html (the portal's).
 */
export const remoteApp = (name: string, port: number, title?: string): FederatedApp => ({
  name,
  port,
  base: './',
  runtime: 'use',
  exposes: { [ROUTES_EXPOSE]: './src/exposes/routes.tsx' },
  ...(title ? { title } : {}),
});
