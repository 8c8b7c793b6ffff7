import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { remoteForAppPath } from '@academias/shared/app/module-paths';

/** The part of a remote's `mf-manifest.json` (written by its build) read here. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/** What the shell loads from every remote first: its route bundle (shared/src/app/route-bundle.ts). */
const ROUTES_EXPOSE = 'routes';

/** The files of a remote's build the shell fetches one after another before its first page. */
const entryFiles = (manifest: Manifest): string[] => {
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const routes = manifest.exposes?.find((e) => e.name === ROUTES_EXPOSE);
  return [entry, ...(routes?.assets?.js?.sync ?? [])];
};

/**
 * `Link` header values for the shell's page at a module's path: that module's remote's manifest
 * (as the federation runtime fetches it: `fetch`, CORS, same-origin credentials) and the scripts
 * the runtime then imports in turn (its entry and the route bundle's own chunks), so the browser
 * asks for them with the shell's scripts instead of a round trip each after them. Read from the
 * remote's build as it is now: a redeployed remote's manifest is read again when its file changes.
 *
 * @param distOf the build folder of a remote served here, by name; null when it is not
 */
export const remotePreloader = (distOf: (remote: string) => string | null) => {
  const cache = new Map<string, { mtimeMs: number; files: string[] }>();

  const filesOf = (remote: string): string[] | null => {
    const dist = distOf(remote);
    if (!dist) return null;
    const path = join(dist, 'mf-manifest.json');
    try {
      const { mtimeMs } = statSync(path);
      const hit = cache.get(remote);
      if (hit?.mtimeMs === mtimeMs) return hit.files;
      const files = entryFiles(JSON.parse(readFileSync(path, 'utf8')) as Manifest);
      cache.set(remote, { mtimeMs, files });
      return files;
    } catch {
      // no build, or one being written: the page works without the hints
      return null;
    }
  };

  /** @param path the request's path, e.g. `/app/modules/students/12` */
  return (path: string): string[] => {
    const match = /^\/app\/(.+)$/.exec(path);
    const remote = match ? remoteForAppPath(match[1] ?? '') : null;
    const files = remote ? filesOf(remote) : null;
    if (!remote || !files) return [];
    const base = `/remotes/${remote}/`;
    return [
      `<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin`,
      ...files.map((file) => `<${base}${file}>; rel=modulepreload`),
    ];
  };
};
