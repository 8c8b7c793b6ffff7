import { useId, useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { Logo } from '../layout/logo.tsx';
import { looksLoggedIn } from '../../config/session-keys.ts';
import { SERVER_UNREACHABLE } from './login-messages.ts';

/** Where to go after login: back to the /app page that sent us here, else the dashboard. */
const targetOf = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/app/') ? from : paths.dashboard;
};

/**
 * The API client, the session store and the error helpers, fetched when the user starts typing:
 * they are not in the first load (app/app.tsx). Failing to fetch them is "server unreachable".
 */
const loadAuth = () =>
  Promise.all([
    import('./auth-api.ts'),
    import('./login-error-message.ts'),
    import('@academias/shared/session'),
    import('@academias/shared/events'),
  ]);

/**
 * The first screen, and the whole first load: plain elements styled by index.html (no Chakra,
 * no axios, no react-query) to stay inside the 200 KB budget; the rest comes after login.
 */
export const LoginPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const [loggedIn] = useState(looksLoggedIn);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  if (loggedIn) return <Navigate to={paths.dashboard} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const blank = { username: username.trim() === '', password: password === '' };
    setMissing(blank);
    if (blank.username || blank.password) return;
    setError(null);
    setSending(true);
    let message: string;
    try {
      const [{ login }, { loginErrorMessage }, { sessionStore }, { setGlobalLoading }] =
        await loadAuth().catch(() => {
          throw new Error(SERVER_UNREACHABLE);
        });
      setGlobalLoading(true);
      try {
        sessionStore.getState().setSession(await login({ username: username.trim(), password }));
        navigate(targetOf(location.state), { replace: true });
        return;
      } catch (err) {
        message = loginErrorMessage(err);
      } finally {
        setGlobalLoading(false);
      }
    } catch (err) {
      message = err instanceof Error ? err.message : SERVER_UNREACHABLE;
    }
    setError(message);
    setPassword('');
    setSending(false);
  };

  const field = (name: 'username' | 'password') => ({
    id: `${id}-${name}`,
    'aria-invalid': missing[name] ? true : undefined,
    'aria-describedby': missing[name] ? `${id}-${name}-error` : undefined,
    required: true,
    // Typing, not focusing (the field is focused on load), starts fetching what login needs.
    onInput: () => void loadAuth().catch(() => undefined),
  });

  return (
    <main id="contenido" className="login">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="login-head">
          <Logo size={48} />
          <h1 id={`${id}-title`}>Iniciar sesión</h1>
          <p>Ingresa con tu usuario de la academia.</p>
        </div>
        {error && (
          <div role="alert" className="login-alert">
            {error}
          </div>
        )}
        <div className="login-field">
          <label htmlFor={`${id}-username`}>Usuario</label>
          <input
            {...field('username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoFocus
          />
          {missing.username && <span id={`${id}-username-error`}>Ingresa tu usuario.</span>}
        </div>
        <div className="login-field">
          <label htmlFor={`${id}-password`}>Contraseña</label>
          <input
            {...field('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {missing.password && <span id={`${id}-password-error`}>Ingresa tu contraseña.</span>}
        </div>
        <button type="submit" className="login-submit" disabled={sending} aria-busy={sending}>
          {sending ? 'Ingresando…' : 'Ingresar'}
        </button>
        <p className="login-foot">
          ¿Vienes a pagar? <RouterLink to={env.portalUrl}>Ir al portal de pagos</RouterLink>
        </p>
      </form>
    </main>
  );
};
