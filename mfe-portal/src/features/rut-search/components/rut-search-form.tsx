import { Button, Field, Flex, Input } from '@academias/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { formatRutAsTyped } from '../rut-as-typed.ts';
import { rutSearchSchema } from '../rut-search-schema.ts';

interface RutSearchFormProps {
  defaultRut?: string;
  isSearching: boolean;
  /** Called with the normalised RUT (`12345678-5`) once it passed the check digit. */
  onSearch: (rut: string) => void;
}

/** The normalised RUT, or the Spanish reason it is not one. */
const checkRut = (rut: string) => {
  const parsed = rutSearchSchema.safeParse({ rut });
  return parsed.success
    ? { rut: parsed.data.rut, error: null }
    : { rut: null, error: parsed.error.issues[0]?.message ?? 'Revisa el RUT.' };
};

/**
 * Step 1 of the portal: the payer types the student's or guardian's RUT. Checked on submit, then
 * again on every change once a submit failed. A plain form (no form library): the portal's first
 * screen stays light (issue 15).
 */
export const RutSearchForm = ({ defaultRut = '', isSearching, onSearch }: RutSearchFormProps) => {
  const [rut, setRut] = useState(() => formatRutAsTyped(defaultRut));
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

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
    <form noValidate aria-label="Buscar cobros por RUT" onSubmit={submit}>
      <Flex
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'flex-start' }}
      >
        <Field.Root invalid={Boolean(error)} flex="1">
          <Field.Label fontSize="md">RUT del alumno o apoderado</Field.Label>
          <Input
            ref={input}
            name="rut"
            value={rut}
            onChange={(event) => change(event.target.value)}
            size="xl"
            fontSize="lg"
            placeholder="12.345.678-5"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={12}
          />
          {error ? (
            // Chakra's fg.error (red.500) is 3.8:1 on white: below WCAG AA for this size.
            <Field.ErrorText fontSize="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
              {error}
            </Field.ErrorText>
          ) : (
            <Field.HelperText fontSize="sm">
              Con dígito verificador. Si termina en K, escríbela al final.
            </Field.HelperText>
          )}
        </Field.Root>
        <Button
          type="submit"
          size="xl"
          mt={{ base: 0, sm: '7' }}
          loading={isSearching}
          loadingText="Buscando…"
        >
          Buscar cobros
        </Button>
      </Flex>
    </form>
  );
};
