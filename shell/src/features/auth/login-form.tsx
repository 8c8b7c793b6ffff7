import { useId, useState, type FormEvent } from 'react';
import { env } from '../../config/env.ts';
import { Logo } from '../layout/logo.tsx';
import { accountTexts } from './account-texts.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SERVER_UNREACHABLE } from './login-messages.ts';

/**
 * The login call, the session store and the error helpers, fetched when the user starts typing:
 * they are not in the first load. Failing to fetch them is "server unreachable".
 */
const loadAuth = () =>
  Promise.all([
    import('./login-call.ts'),
    import('./login-error-message.ts'),
    import('@academias/shared/session'),
    import('@academias/shared/events'),
  ]);

export interface LoginFormProps {
  /** Called once the session is stored: go on into the app. */
  onLoggedIn: () => void;
}

/**
 * The login form: plain elements styled by first-load.css (no Chakra, no router, no
 * react-query), so the standalone login page (src/login/main.tsx) stays far inside the 200 KB
 * first-load budget. The app's own /auth/login route (login-page.tsx) renders it too.
 */
export const LoginForm = ({ onLoggedIn }: LoginFormProps) => {
  // "#olvide" (from an expired link's page) opens straight on the forgot-password form.
  const [forgot, setForgot] = useState(
    () => typeof window !== 'undefined' && window.location.hash === '#olvide',
  );
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

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
        onLoggedIn();
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

  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;

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
          <button type="button" className="login-link" onClick={() => setForgot(true)}>
            {accountTexts.forgotLink}
          </button>
        </p>
        <p className="login-foot">
          ¿Vienes a pagar? <a href={env.portalUrl}>Ir al portal de pagos</a>
        </p>
      </form>
    </main>
  );
};
