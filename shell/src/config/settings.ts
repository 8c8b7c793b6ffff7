/**
 * How a build setting is read and the defaults that two sides need: `env.ts` (the app, from
 * `import.meta.env`) and `vite.config.ts` (the build, which preloads the remotes' map). Plain
 * values only, so the build's Node side can import it.
 */
export const readSetting = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** Map of remote name -> mf-manifest.json URL, read at run time. */
export const DEFAULT_REMOTES_URL = '/remotes.json';
