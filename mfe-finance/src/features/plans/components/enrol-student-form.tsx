import { formatRut, todayInChile } from '@academias/shared/format';
import {
  Button,
  DateInput,
  dateInputError,
  Flex,
  FormField,
  Input,
  SearchInput,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert.tsx';
import { serverErrorTarget } from '../../../forms/server-field.ts';
import { useStudentSearch } from '../api/plan-queries.ts';
import { enrolFormSchema, type EnrolFormData, type EnrolFormValues } from '../enrol-form-schema.ts';
import { planTexts } from '../plan-texts.ts';

interface EnrolStudentFormProps {
  onSave: (data: EnrolFormData) => Promise<unknown>;
}

const fields = ['studentId', 'paymentDay', 'startDate', 'firstMonth'] as const;
const defaults = (): EnrolFormValues => ({
  studentId: '',
  paymentDay: '5',
  startDate: todayInChile(),
  firstMonth: 'actual',
});

/** Enrols a student in the plan: find them by name or RUT, then the payment day, start date and first month charged. */
export const EnrolStudentForm = ({ onSave }: EnrolStudentFormProps) => {
  const [search, setSearch] = useState('');
  const students = useStudentSearch(search, true);
  const { control, register, handleSubmit, reset, setError, setValue, formState } = useForm<
    EnrolFormValues,
    unknown,
    EnrolFormData
  >({
    resolver: zodResolver(enrolFormSchema),
    defaultValues: defaults(),
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (data) => {
    try {
      await onSave(data);
      reset(defaults());
      setSearch('');
    } catch (error) {
      const { field, message } = serverErrorTarget(error, fields);
      setError(field, { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Inscribir alumno">
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
        <FormAlert message={errors.root?.message} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label="Buscar alumno" helperText="Nombre o RUT">
            <SearchInput
              aria-label="Buscar alumno"
              placeholder="Nombre o RUT"
              value={search}
              onChange={(text) => {
                // a new search replaces the options: never keep a choice the list no longer shows
                setSearch(text);
                setValue('studentId', '');
              }}
              autoComplete="off"
            />
          </FormField>
          <FormField label="Alumno" error={errors.studentId?.message} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('studentId')}>
                <option value="">
                  {students.isFetching
                    ? 'Buscando…'
                    : `Elige entre ${students.data?.items.length ?? 0} resultados`}
                </option>
                {students.data?.items.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.name}
                    {s.rut ? ` · ${formatRut(s.rut)}` : ''}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label="Día de pago"
            error={errors.paymentDay?.message}
            helperText="Entre 1 y 28"
            required
          >
            <Input inputMode="numeric" {...register('paymentDay')} />
          </FormField>
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <FormField
                label="Fecha de inicio"
                error={dateInputError(field.value, errors.startDate?.message)}
                required
              >
                <DateInput {...field} />
              </FormField>
            )}
          />
          <FormField
            label={planTexts.firstMonth.label}
            error={errors.firstMonth?.message}
            helperText={planTexts.firstMonth.help}
            required
          >
            <NativeSelect.Root>
              <NativeSelect.Field {...register('firstMonth')}>
                <option value="actual">{planTexts.firstMonth.actual}</option>
                <option value="siguiente">{planTexts.firstMonth.siguiente}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Flex justify="flex-end">
          <Button type="submit" loading={isSubmitting} loadingText="Inscribiendo…">
            Inscribir alumno
          </Button>
        </Flex>
      </Stack>
    </form>
  );
};
