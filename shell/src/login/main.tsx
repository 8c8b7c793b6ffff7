import { createRoot } from 'react-dom/client';
import { paths } from '../config/paths.ts';
import { looksLoggedIn } from '../config/session-keys.ts';
import { LoginForm } from '../features/auth/login-form.tsx';
import { SetPasswordForm } from '../features/auth/set-password-form.tsx';
import { applyLayoutSettings, readLayoutSettings } from '../features/layout/layout-settings.ts';
import { installRipple } from '../features/layout/ripple.ts';

/**
 * The standalone login page (login/index.html): the form and nothing else. After login, or
 * with a session already stored, the browser goes on to the composed app.
 */
const enterApp = () => window.location.replace(paths.dashboard);

applyLayoutSettings(readLayoutSettings());
// /auth/password (an invitation or reset link) is served by this same build; it works logged in or not.
const choosingPassword = window.location.pathname === paths.setPassword;
if (looksLoggedIn() && !choosingPassword) {
  enterApp();
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('Falta el elemento #root');
  installRipple();
  if (choosingPassword) document.title = 'Elegir contraseña · Academias';
  createRoot(root).render(
    choosingPassword ? (
      <SetPasswordForm loginHref={paths.login} />
    ) : (
      <LoginForm onLoggedIn={enterApp} />
    ),
  );
}
