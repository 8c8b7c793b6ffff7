import { Button, Field, Flex, Input } from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { formatRutAsTyped } from '../rut-as-typed.ts';
import {
  rutSearchSchema,
  type RutSearchInput,
  type RutSearchValues,
} from '../rut-search-schema.ts';

interface RutSearchFormProps {
  defaultRut?: string;
  isSearching: boolean;
  /** Called with the normalised RUT (`12345678-5`) once it passed the check digit. */
  onSearch: (rut: string) => void;
}

/** Step 1 of the portal: the payer types the student's or guardian's RUT. */
export const RutSearchForm = ({ defaultRut = '', isSearching, onSearch }: RutSearchFormProps) => {
  const { control, handleSubmit, formState } = useForm<RutSearchInput, unknown, RutSearchValues>({
    resolver: zodResolver(rutSearchSchema),
    defaultValues: { rut: formatRutAsTyped(defaultRut) },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const error = formState.errors.rut?.message;

  return (
    <form
      noValidate
      aria-label="Buscar cobros por RUT"
      onSubmit={handleSubmit((values) => onSearch(values.rut))}
    >
      <Flex
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'flex-start' }}
      >
        <Controller
          control={control}
          name="rut"
          render={({ field }) => (
            <Field.Root invalid={Boolean(error)} flex="1">
              <Field.Label fontSize="md">RUT del alumno o apoderado</Field.Label>
              <Input
                {...field}
                onChange={(event) => field.onChange(formatRutAsTyped(event.target.value))}
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
          )}
        />
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
