import { isValidRut } from '@academias/shared/format';
import { useId, useState, type FormEvent } from 'react';
import { Logo } from '../layout/logo.tsx';
import { accountTexts as t } from './account-texts.ts';

export interface ForgotPasswordFormProps {
  onBack: () => void;
}

/**
 * "¿Olvidaste tu contraseña?": the RUT, then the server's answer, which is the same whether the RUT
 * has an account or not. Plain elements like the login form (first-load.css), no Chakra.
 */
export const ForgotPasswordForm = ({ onBack }: ForgotPasswordFormProps) => {
  const [rut, setRut] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = rut.trim();
    const invalid = value === '' ? t.rutMissing : isValidRut(value) ? null : t.rutInvalid;
    setProblem(invalid);
    if (invalid) return;
    setError(null);
    setSending(true);
    try {
      const { requestReset } = await import('./account-api.ts');
      setAnswer((await requestReset({ rut: value })).message);
    } catch (err) {
      const { accountErrorMessage } = await import('./account-api.ts');
      setError(await accountErrorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <main id="contenido" className="login">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="login-head">
          <Logo size={48} />
          <h1 id={`${id}-title`}>{t.forgotTitle}</h1>
          {!answer && <p>{t.forgotIntro}</p>}
        </div>
        {error && (
          <div role="alert" className="login-alert">
            {error}
          </div>
        )}
        {answer ? (
          <p role="status" className="login-note">
            {answer}
          </p>
        ) : (
          <>
            <div className="login-field">
              <label htmlFor={`${id}-rut`}>{t.rutLabel}</label>
              <input
                id={`${id}-rut`}
                name="rut"
                inputMode="text"
                autoComplete="username"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={t.rutHint}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-rut-error` : undefined}
                value={rut}
                onChange={(e) => setRut(e.target.value)}
                autoFocus
              />
              {problem && <span id={`${id}-rut-error`}>{problem}</span>}
            </div>
            <button type="submit" className="login-submit" disabled={sending} aria-busy={sending}>
              {sending ? t.sending : t.send}
            </button>
          </>
        )}
        <p className="login-foot">
          <button type="button" className="login-link" onClick={onBack}>
            {t.back}
          </button>
        </p>
      </form>
    </main>
  );
};
