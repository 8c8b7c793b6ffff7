import { canOpenPath, useSession, userKindOf } from '@academias/shared/session';
import { Navigate, useParams } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';
import { NoAccessPage } from '../pages/no-access-page.tsx';
import { RemoteRoutes } from './remote-routes.tsx';
import { remoteForAppPath, type RemoteName } from './remote-modules.ts';

const labels: Record<RemoteName, string> = {
  'mfe-users': 'el módulo de usuarios',
  'mfe-academies': 'el módulo de academias',
  'mfe-finance': 'el módulo de finanzas',
  'mfe-reports': 'el módulo de reportes',
  'mfe-email': 'el módulo de correos',
  'mfe-portal': 'el portal de pagos',
};

/**
 * The `/app/*` splat: picks the remote that owns the path; unknown paths go to /notfound, a path
 * the user's type may not open shows "Sin acceso" without loading the remote.
 */
export const AppModuleOutlet = () => {
  const rest = useParams()['*'] ?? '';
  const type = useSession((s) => s.session?.type);
  const remote = remoteForAppPath(rest);
  if (!remote) return <Navigate to={paths.notFound} replace />;
  if (type === undefined || !canOpenPath(userKindOf(type), rest)) return <NoAccessPage />;
  // keyed by remote: switching modules never shows the previous remote's state or error
  return <RemoteRoutes key={remote} name={remote} label={labels[remote]} />;
};

/** The payment portal for a logged-in payer: a public page, so no build/version footer (issue 15). */
export const PortalOutlet = () => (
  <RemoteRoutes name="mfe-portal" label={labels['mfe-portal']} showVersion={false} />
);
