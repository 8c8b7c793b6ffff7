import { registerShared } from '@module-federation/runtime';
import { version as reactVersion } from 'react/package.json';
import { version as zodVersion } from 'zod/package.json';
import { version as sharedVersion } from '@academias/shared/package.json';

/**
 * What the shell gives every remote, one instance for all (tooling/federation.ts,
 * `sharedSingletons` and `onDemandSingletons`): each is the very module the shell runs, behind an
 * `import()` of the same specifier, so a remote renders with the shell's React, router, query
 * client, session, API client and Chakra system. The shell declares no federation shares: its own
 * code imports these modules directly, with no federation wrapper in between and nothing loaded
 * by a host `init()` (docs/performance.md, session 22). zod is not one of the shell's modules:
 * its `import()` fetches it when the first remote that needs it asks.
 */
export const singletonModules = {
  react: [reactVersion, () => import('react')],
  'react-dom': [reactVersion, () => import('react-dom')],
  '@academias/shared/router': [sharedVersion, () => import('@academias/shared/router')],
  '@academias/shared/query': [sharedVersion, () => import('@academias/shared/query')],
  '@academias/shared/ui': [sharedVersion, () => import('@academias/shared/ui')],
  '@academias/shared/api': [sharedVersion, () => import('@academias/shared/api')],
  '@academias/shared/session': [sharedVersion, () => import('@academias/shared/session')],
  '@academias/shared/events': [sharedVersion, () => import('@academias/shared/events')],
  '@academias/shared/app': [sharedVersion, () => import('@academias/shared/app')],
  zod: [zodVersion, () => import('zod')],
} as const satisfies Record<string, readonly [string, () => Promise<unknown>]>;

/**
 * Registered with the federation runtime just before the remotes, in the same step: a remote's
 * `init()` reads them from there. Not at module load: the unit tests import the route loader
 * without a federation runtime.
 */
export const provideSingletons = (): void =>
  registerShared(
    Object.fromEntries(
      Object.entries(singletonModules).map(([name, [version, load]]) => [
        name,
        {
          version,
          scope: 'default',
          shareConfig: { singleton: true, requiredVersion: false },
          get: () => load().then((mod) => () => mod),
        },
      ]),
    ),
  );
