import { normalizeRut } from '@academias/shared/format';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ButtonSpinner } from '../../../ui/busy.tsx';
import { formatRutAsTyped, rutProblem } from '../rut-as-typed.ts';

interface RutSearchFormProps {
  defaultRut?: string;
  isSearching: boolean;
  /** Called with the normalised RUT (`12345678-5`) once it passed the check digit. */
  onSearch: (rut: string) => void;
}

/**
 * The normalised RUT, or the Spanish reason it is not one: the check-digit rule the server
 * applies, so a mistyped RUT never leaves the browser (domain's RUT functions, no zod).
 */
const checkRut = (rut: string) => {
  const problem = rutProblem(rut);
  return problem ? { rut: null, error: problem } : { rut: normalizeRut(rut), error: null };
};

/**
 * Step 1 of the portal: the payer types the student's or guardian's RUT. Checked on submit, then
 * again on every change once a submit failed. A plain form (no form library, no Chakra): the
 * portal's first screen stays light (issue 15).
 */
export const RutSearchForm = ({ defaultRut = '', isSearching, onSearch }: RutSearchFormProps) => {
  const [rut, setRut] = useState(() => formatRutAsTyped(defaultRut));
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const change = (typed: string) => {
    const next = formatRutAsTyped(typed);
    setRut(next);
    if (submitted) setError(checkRut(next).error);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkRut(rut);
    setError(checked.error);
    if (checked.rut === null) input.current?.focus();
    else onSearch(checked.rut);
  };

  return (
    <form noValidate aria-label="Buscar cobros por RUT" onSubmit={submit} className="portal-search">
      <div className="portal-field">
        <label htmlFor={`${id}-rut`}>RUT del alumno o apoderado</label>
        <input
          ref={input}
          id={`${id}-rut`}
          name="rut"
          value={rut}
          onChange={(event) => change(event.target.value)}
          placeholder="12.345.678-5"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help`}
        />
        {error ? (
          <span id={`${id}-help`} className="portal-error">
            {error}
          </span>
        ) : (
          <span id={`${id}-help`} className="portal-muted portal-small">
            Con dígito verificador. Si termina en K, escríbela al final.
          </span>
        )}
      </div>
      <button
        type="submit"
        className="portal-button"
        disabled={isSearching}
        aria-busy={isSearching}
      >
        {isSearching && <ButtonSpinner />}
        {isSearching ? 'Buscando…' : 'Buscar cobros'}
      </button>
    </form>
  );
};
