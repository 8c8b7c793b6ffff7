import { Navigate, useLocation, useNavigate } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';
import { looksLoggedIn } from '../../config/session-keys.ts';
import { LoginForm } from './login-form.tsx';

/** Where to go after login: back to the /app page that sent us here, else the dashboard. */
export const targetOf = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/app/') ? from : paths.dashboard;
};

/**
 * /auth/login inside the app (after logout, a 401, or a guarded page): the same form as the
 * standalone login page that a fresh visit gets (src/login/main.tsx).
 */
export const LoginPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  if (looksLoggedIn()) return <Navigate to={paths.dashboard} replace />;
  return <LoginForm onLoggedIn={() => navigate(targetOf(location.state), { replace: true })} />;
};
