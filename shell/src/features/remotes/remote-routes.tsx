import type { RouteBundle } from '@academias/shared/app';
import { Box, Center, Spinner, Text } from '@academias/shared/ui';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useRoutes } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';
import { forgetRouteBundle, loadRouteBundle } from './load-route-bundle.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; bundle: RouteBundle }
  | { status: 'failed'; error: Error };

const toError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

const useRouteBundle = (name: string, attempt: number): LoadState => {
  // The state remembers which attempt it belongs to, so a retry renders "loading" at once
  // instead of re-throwing the previous failure before the effect runs.
  const [state, setState] = useState<{ attempt: number; load: LoadState }>({
    attempt,
    load: { status: 'loading' },
  });
  useEffect(() => {
    let alive = true;
    loadRouteBundle(name).then(
      (bundle) => alive && setState({ attempt, load: { status: 'ready', bundle } }),
      (error: unknown) =>
        alive && setState({ attempt, load: { status: 'failed', error: toError(error) } }),
    );
    return () => {
      alive = false;
    };
  }, [name, attempt]);
  return state.attempt === attempt ? state.load : { status: 'loading' };
};

/**
 * Renders the remote's routes; a path the remote does not know goes to /notfound. Under the
 * back office's pages, the remote's name and version (support reads it); never on payers' pages.
 */
const BundleRoutes = ({ bundle, showVersion }: { bundle: RouteBundle; showVersion: boolean }) => {
  const element = useRoutes(bundle.routes);
  if (!element) return <Navigate to={paths.notFound} replace />;
  if (!showVersion || !bundle.version) return element;
  return (
    <>
      {/* A screen high at least: the version under it stays below the fold while the page loads. */}
      <Box minH="100dvh">{element}</Box>
      <Text fontSize="xs" color="fg.muted" mt="6" textAlign="end" data-remote-version={bundle.id}>
        {bundle.id} · versión {bundle.version}
      </Text>
    </>
  );
};

const Loaded = ({ state, showVersion }: { state: LoadState; showVersion: boolean }) => {
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') {
    return (
      <Center py="16" role="status" aria-live="polite">
        <Spinner size="lg" color="colorPalette.solid" aria-hidden />
        <span style={{ position: 'absolute', left: -9999 }}>Cargando módulo…</span>
      </Center>
    );
  }
  return <BundleRoutes bundle={state.bundle} showVersion={showVersion} />;
};

/**
 * A remote's pages at the current location, with its own error boundary. Must sit under a
 * splat route whose base is the bundle's base (`/app` or `/client/payments`).
 */
export const RemoteRoutes = ({
  name,
  label,
  showVersion = true,
}: {
  name: string;
  label: string;
  showVersion?: boolean;
}) => {
  const [attempt, setAttempt] = useState(0);
  const state = useRouteBundle(name, attempt);
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      label={label}
      resetKey={`${name}:${pathname}`}
      onRetry={async () => {
        await forgetRouteBundle(name);
        setAttempt((n) => n + 1);
      }}
    >
      <Loaded state={state} showVersion={showVersion} />
    </RemoteErrorBoundary>
  );
};
