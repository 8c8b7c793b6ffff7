/**
 * Chakra's global CSS written at build time (docs/performance.md, session 10).
 *
 * `ChakraProvider` serialises the system's global styles through Emotion and stylis on every
 * load: the layers' order, preflight, `globalCss` (palettes, filled inputs, focus ring) and every
 * token as a CSS variable, light and dark, ~48 KB that depend on nothing at run time. This plugin
 * renders the same styles in Node, from the same `system` (shared/src/ui/system.ts) and with
 * Emotion's own serialiser, as the virtual module `virtual:chakra-global.css`: a module that
 * imports it gets a CSS asset loaded with its chunk, and mounts `UiProvider prebuiltCss`.
 *
 * Like federation.ts, this folder imports nothing at run time: the package passes Vite's
 * `runnerImport` in, and Emotion is found through the package's own `@emotion/react`.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const VIRTUAL_ID = 'virtual:chakra-global.css';
// Vite's CSS plugins handle ids that end in `.css`; the `\0` keeps other plugins off it.
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const SYSTEM_PATH = fileURLToPath(new URL('../shared/src/ui/system.ts', import.meta.url));

/** The parts of a Chakra system this file reads (`ChakraProvider` renders the same two). */
interface ChakraSystem {
  layers: { atRule: string };
  _global: unknown[];
}

/** Vite's `runnerImport` (vite >= 6.1), passed in by the package's vite.config.ts. */
type RunnerImport = (id: string) => Promise<{ module: unknown }>;

interface EmotionCache {
  sheet: unknown;
  insert(selector: string, serialized: unknown, sheet: unknown, shouldCache: boolean): string;
}

/**
 * The CSS `ChakraProvider` would insert: its layers' at-rule, then `system._global` through
 * Emotion's server path (serializeStyles, then stylis with Emotion's default plugins).
 */
const renderGlobalCss = async (root: string, runnerImport: RunnerImport) => {
  const { module } = await runnerImport(SYSTEM_PATH);
  const { system } = module as { system: ChakraSystem };
  const fromEmotion = createRequire(
    createRequire(`${root}/package.json`).resolve('@emotion/react'),
  );
  const createCache = (fromEmotion('@emotion/cache') as { default: (o: object) => EmotionCache })
    .default;
  const { serializeStyles } = fromEmotion('@emotion/serialize') as {
    serializeStyles: (args: unknown[]) => unknown;
  };
  const cache = createCache({ key: 'css' });
  const rules = cache.insert('', serializeStyles([system._global]), cache.sheet, false);
  return `${system.layers.atRule}\n${rules}\n`;
};

/** The Vite plugin; under vitest the module is empty (happy-dom draws nothing). */
export const chakraGlobalCss = (runnerImport: RunnerImport) => {
  let root = '';
  let css: Promise<string> | undefined;
  return {
    name: 'academias:chakra-global-css',
    configResolved(config: { root: string }) {
      root = config.root;
    },
    resolveId: (source: string) => (source === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id: string) {
      if (id !== RESOLVED_ID) return null;
      if (process.env.VITEST) return '';
      css ??= renderGlobalCss(root, runnerImport);
      return css;
    },
  };
};
