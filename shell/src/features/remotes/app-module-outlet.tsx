import { canOpenPath, sessionStore, useSession, userKindOf } from '@academias/shared/session';
import { Navigate, useParams } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';
import { NoAccessPage } from '../pages/no-access-page.tsx';
import { loadRouteBundle } from './load-route-bundle.ts';
import { RemoteRoutes } from './remote-routes.tsx';
import { remoteForAppPath, type RemoteName } from '@academias/shared/app/module-paths';

const labels: Record<RemoteName, string> = {
  'mfe-users': 'el módulo de usuarios',
  'mfe-academies': 'el módulo de academias',
  'mfe-finance': 'el módulo de finanzas',
  'mfe-reports': 'el módulo de reportes',
  'mfe-email': 'el módulo de correos',
  'mfe-portal': 'el portal de pagos',
};

/** The remote that renders `rest` for this user type: null for a path no remote owns or one the type may not open. */
const remoteToOpen = (rest: string, type: number | undefined) => {
  const remote = remoteForAppPath(rest);
  return remote && type !== undefined && canOpenPath(userKindOf(type), rest) ? remote : null;
};

/** Starts fetching the remote that will render `rest` (`modules/students`), if the user may open it. */
export const preloadModule = (rest: string) => {
  const remote = remoteToOpen(rest || 'dashboard', sessionStore.getState().session?.type);
  if (remote) loadRouteBundle(remote).catch(() => {}); // a failure shows when the outlet renders
};

/**
 * The `/app/*` splat: picks the remote that owns the path; unknown paths go to /notfound, a path
 * the user's type may not open shows "Sin acceso" without loading the remote.
 */
export const AppModuleOutlet = () => {
  const rest = useParams()['*'] ?? '';
  const type = useSession((s) => s.session?.type);
  if (!remoteForAppPath(rest)) return <Navigate to={paths.notFound} replace />;
  const remote = remoteToOpen(rest, type);
  if (!remote) return <NoAccessPage />;
  // keyed by remote: switching modules never shows the previous remote's state or error
  return <RemoteRoutes key={remote} name={remote} label={labels[remote]} />;
};

/** The payment portal for a logged-in payer: a public page, so no build/version footer (issue 15). */
export const PortalOutlet = () => (
  <RemoteRoutes name="mfe-portal" label={labels['mfe-portal']} showVersion={false} />
);
