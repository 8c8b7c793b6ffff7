import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RouteBundle } from '@academias/shared/app';
import { env } from '../../config/env.ts';
import { provideSingletons } from './provide-singletons.ts';

/** What every remote exposes as `<name>/routes` (shared/src/app/route-bundle.ts). */
interface RoutesModule {
  default: RouteBundle;
}

type RemotesMap = Record<string, string>;

let remotesMap: Promise<RemotesMap> | null = null;
const bundles = new Map<string, Promise<RouteBundle>>();

const isRemotesMap = (value: unknown): value is RemotesMap =>
  !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');

/**
 * Reads remotes.json once, on the first module opened (not at start: the login page does not
 * need it), and registers every remote with the federation runtime. Nothing is fetched from a
 * remote until it is used (share strategy `loaded-first`).
 */
const ensureRegistered = (): Promise<RemotesMap> => {
  remotesMap ??= fetch(env.remotesUrl, { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`remotes.json respondió ${res.status}`);
      const map: unknown = await res.json();
      if (!isRemotesMap(map)) throw new Error('remotes.json no tiene el formato { nombre: url }');
      provideSingletons();
      registerRemotes(
        Object.entries(map).map(([name, entry]) => ({
          name,
          entry: new URL(entry, window.location.href).href,
        })),
      );
      return map;
    })
    .catch((error: unknown) => {
      remotesMap = null;
      throw error;
    });
  return remotesMap;
};

/** The route bundle of a remote; the same promise for every caller until `forgetRouteBundle`. */
export const loadRouteBundle = (name: string): Promise<RouteBundle> => {
  let bundle = bundles.get(name);
  if (!bundle) {
    bundle = ensureRegistered()
      .then(() => loadRemote<RoutesModule>(`${name}/routes`))
      .then((mod) => {
        if (!mod?.default || !Array.isArray(mod.default.routes)) {
          throw new Error(`El remoto ${name} no expone un RouteBundle en ./routes`);
        }
        return mod.default;
      });
    bundles.set(name, bundle);
  }
  return bundle;
};

/**
 * "Reintentar": drop our cached failure and re-register the remote with `force`, which clears
 * the runtime's cached manifest and module so the next load goes to the network again.
 */
export const forgetRouteBundle = async (name: string): Promise<void> => {
  bundles.delete(name);
  const map = await ensureRegistered().catch(() => null);
  const entry = map?.[name];
  if (entry)
    registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: true });
};
