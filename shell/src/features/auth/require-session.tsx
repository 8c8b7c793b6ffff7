import { DATA_TYPE_KEY, sessionStore, useSession } from '@academias/shared/session';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';

/**
 * Logged in = a session AND its dataType marker (docs/spec.md §3: a 401 clears the marker). A session
 * left without its marker is stale: it is dropped, so the guard and the login page agree.
 */
export const useStoredSession = () => {
  const session = useSession((s) => s.session);
  const marker = typeof localStorage === 'undefined' ? null : localStorage.getItem(DATA_TYPE_KEY);
  const stale = session !== null && marker === null;
  useEffect(() => {
    if (stale) sessionStore.getState().clearSession();
  }, [stale]);
  return stale ? null : session;
};

/** docs/spec.md §6: every /app route needs a stored session, otherwise login. */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const session = useStoredSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return <>{children}</>;
};

export const SessionOutlet = () => (
  <RequireSession>
    <Outlet />
  </RequireSession>
);
