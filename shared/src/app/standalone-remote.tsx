import { QueryClientProvider } from '@academias/shared/query';
import { useState } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from '@academias/shared/router';
// Package specifiers, not relative paths: each shared entry is its own federation singleton,
// and a relative import would bundle a second copy (a second Chakra context, store, client).
import { UiProvider } from '@academias/shared/ui';
import { createQueryClient } from './query-client.ts';
import type { RouteBundle } from './route-bundle.ts';

/**
 * Development boot of one remote without the shell: its routes under `/app`, and at any other
 * path an index of them. Calls go to `/api` of the dev server (proxied to the API server).
 */
export const StandaloneRemote = ({ bundle }: { bundle: RouteBundle }) => {
  const [client] = useState(createQueryClient);
  return (
    <UiProvider>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <DevRoutes bundle={bundle} />
        </BrowserRouter>
      </QueryClientProvider>
    </UiProvider>
  );
};

const DevRoutes = ({ bundle }: { bundle: RouteBundle }) =>
  useRoutes([
    { path: '/app', children: bundle.routes },
    { path: '*', element: <DevIndex bundle={bundle} /> },
  ]);

const pathsOf = (routes: RouteObject[], prefix: string): string[] =>
  routes.flatMap((r) => {
    const here = r.path ? `${prefix}/${r.path}` : prefix;
    return [...(r.path || r.index ? [here] : []), ...pathsOf(r.children ?? [], here)];
  });

const DevIndex = ({ bundle }: { bundle: RouteBundle }) => (
  <main style={{ padding: '2rem', fontFamily: 'system-ui' }}>
    <h1>{bundle.id} (desarrollo)</h1>
    <ul>
      {pathsOf(bundle.routes, '/app').map((p) => {
        const href = p.replace(/:[A-Za-z]+/g, '1');
        return (
          <li key={p}>
            <a href={href}>{href}</a>
          </li>
        );
      })}
    </ul>
  </main>
);
