import { sessionStore } from '@academias/shared/session';
import { useQueryClient } from '@academias/shared/query';
import { useNavigate } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';
import { logout } from './auth-api.ts';

/**
 * 'Cerrar Sesión': revoke on the server (best effort: the local session goes either way),
 * clear the stored session and cached data, go to login.
 */
export const useLogout = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    const refreshToken = sessionStore.getState().session?.refreshToken;
    void logout(refreshToken).catch(() => undefined);
    // The login page's code (fetched on demand, app/routes.tsx) first, so that the screen goes
    // from the app to the form with nothing blank between; without it (offline) the route waits.
    void import('./login-page.tsx')
      .catch(() => undefined)
      .then(() => {
        sessionStore.getState().clearSession();
        queryClient.clear();
        navigate(paths.login, { replace: true });
      });
  };
};
