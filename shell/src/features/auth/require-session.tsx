import { DATA_TYPE_KEY, useSession } from '@academias/shared/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** SPEC.md §6: every /app route needs a stored session (and its dataType marker). */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const session = useSession((s) => s.session);
  const location = useLocation();
  const marker = typeof localStorage === 'undefined' ? null : localStorage.getItem(DATA_TYPE_KEY);
  if (!session || marker === null) {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return <>{children}</>;
};
