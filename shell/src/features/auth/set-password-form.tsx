import { useEffect, useId, useState, type FormEvent } from 'react';
import { Logo } from '../layout/logo.tsx';
import { accountTexts as t } from './account-texts.ts';

/** The token sits after `#clave=` so it never reaches server logs or a Referer header. */
export const tokenFromHash = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get('clave');

type Link =
  | { phase: 'checking' }
  | { phase: 'dead'; message: string }
  | { phase: 'ready'; kind: 'invitacion' | 'restablecer'; name: string; username: string }
  | { phase: 'done'; message: string; username: string };

export interface SetPasswordFormProps {
  /** Where "Iniciar sesión" and "Pedir un enlace nuevo" go. */
  loginHref: string;
}

/** Choose a password with an invitation or reset link (shell/login build, /auth/password). */
export const SetPasswordForm = ({ loginHref }: SetPasswordFormProps) => {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [link, setLink] = useState<Link>(() =>
    token ? { phase: 'checking' } : { phase: 'dead', message: t.noToken },
  );
  const [password, setPasswordValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<{ password?: string; repeat?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!token) return;
    // Out of the address bar (and history) at once: the link is single-use.
    window.history.replaceState(null, '', window.location.pathname);
    void (async () => {
      const api = await import('./account-api.ts');
      try {
        const r = await api.checkLink({ token });
        setLink(
          r.state === 'vigente' && r.kind
            ? {
                phase: 'ready',
                kind: r.kind,
                name: r.displayName ?? '',
                username: r.username ?? '',
              }
            : { phase: 'dead', message: r.message ?? t.noToken },
        );
      } catch (err) {
        setLink({ phase: 'dead', message: await api.accountErrorMessage(err) });
      }
    })();
  }, [token]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      password: password.length < 8 ? t.passwordShort : undefined,
      repeat: password.length >= 8 && repeat !== password ? t.passwordsDiffer : undefined,
    };
    setProblem(found);
    if (found.password || found.repeat || !token || link.phase !== 'ready') return;
    setError(null);
    setSending(true);
    const api = await import('./account-api.ts');
    try {
      const r = await api.setPassword({ token, password });
      setLink({ phase: 'done', message: r.message, username: r.username });
    } catch (err) {
      setError(await api.accountErrorMessage(err));
    } finally {
      setSending(false);
    }
  };

  const title = link.phase === 'done' ? t.goLogin : t.setTitle;
  return (
    <main id="contenido" className="login">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="login-head">
          <Logo size={48} />
          <h1 id={`${id}-title`}>{title}</h1>
          {link.phase === 'ready' && (
            <p>
              {link.kind === 'invitacion'
                ? t.setIntroInvite(link.name)
                : t.setIntroReset(link.name)}
            </p>
          )}
        </div>
        {link.phase === 'checking' && <p role="status">{t.checking}</p>}
        {link.phase === 'dead' && (
          <>
            <div role="alert" className="login-alert">
              {link.message}
            </div>
            <a className="login-submit login-button-link" href={`${loginHref}#olvide`}>
              {t.askNew}
            </a>
          </>
        )}
        {link.phase === 'done' && (
          <>
            <p role="status" className="login-note">
              {link.message} {t.usernameIs} <strong>{link.username}</strong>
            </p>
            <a className="login-submit login-button-link" href={loginHref}>
              {t.goLogin}
            </a>
          </>
        )}
        {link.phase === 'ready' && (
          <>
            {error && (
              <div role="alert" className="login-alert">
                {error}
              </div>
            )}
            <p className="login-note">
              {t.usernameIs} <strong>{link.username}</strong>
            </p>
            {/* A hidden username lets password managers store the pair. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={link.username}
              readOnly
              hidden
            />
            <div className="login-field">
              <label htmlFor={`${id}-password`}>{t.newPassword}</label>
              <input
                id={`${id}-password`}
                name="new-password"
                type="password"
                autoComplete="new-password"
                aria-invalid={problem.password ? true : undefined}
                aria-describedby={problem.password ? `${id}-password-error` : undefined}
                value={password}
                onChange={(e) => setPasswordValue(e.target.value)}
                autoFocus
              />
              {problem.password && <span id={`${id}-password-error`}>{problem.password}</span>}
            </div>
            <div className="login-field">
              <label htmlFor={`${id}-repeat`}>{t.repeatPassword}</label>
              <input
                id={`${id}-repeat`}
                name="repeat-password"
                type="password"
                autoComplete="new-password"
                aria-invalid={problem.repeat ? true : undefined}
                aria-describedby={problem.repeat ? `${id}-repeat-error` : undefined}
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
              />
              {problem.repeat && <span id={`${id}-repeat-error`}>{problem.repeat}</span>}
            </div>
            <button type="submit" className="login-submit" disabled={sending} aria-busy={sending}>
              {sending ? t.saving : t.save}
            </button>
          </>
        )}
      </form>
    </main>
  );
};
