import { todayInChile } from '@academias/shared/format';
import {
  Button,
  Flex,
  FormField,
  Input,
  SelectField,
  SimpleGrid,
  Stack,
  useDialogSubmit,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '../../../components/date-field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useStudentSearch } from '../../../api/use-student-search.ts';
import { StudentPicker } from '../../../components/student-picker.tsx';
import { enrolFormSchema, type EnrolFormData, type EnrolFormValues } from '../enrol-form-schema.ts';
import { planTexts } from '../plan-texts.ts';

interface EnrolStudentFormProps {
  onSave: (data: EnrolFormData) => Promise<unknown>;
}

const firstMonths = [
  { id: 'actual', name: planTexts.firstMonth.actual },
  { id: 'siguiente', name: planTexts.firstMonth.siguiente },
];
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
  const form = useForm<EnrolFormValues, unknown, EnrolFormData>({
    resolver: zodResolver(enrolFormSchema),
    defaultValues: defaults(),
  });
  const { control, register, reset, setValue, formState } = form;
  const errors = formState.errors;
  const submit = useDialogSubmit(form, fields, onSave, () => {
    reset(defaults());
    setSearch('');
  });

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label="Inscribir alumno">
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
        <FormAlert message={submit.formError ?? undefined} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <StudentPicker
            search={search}
            onSearch={(text) => {
              // a new search replaces the options: never keep a choice the list no longer shows
              setSearch(text);
              setValue('studentId', '');
            }}
            students={students}
            prompt={(found) => `Elige entre ${found} resultados`}
            error={errors.studentId?.message}
            {...register('studentId')}
          />
          <FormField
            label="Día de pago"
            error={errors.paymentDay?.message}
            helperText="Entre 1 y 28"
            required
          >
            <Input inputMode="numeric" {...register('paymentDay')} />
          </FormField>
          <DateField control={control} name="startDate" label="Fecha de inicio" required />
          <SelectField
            label={planTexts.firstMonth.label}
            error={errors.firstMonth?.message}
            helperText={planTexts.firstMonth.help}
            required
            options={firstMonths}
            {...register('firstMonth')}
          />
        </SimpleGrid>
        <Flex justify="flex-end">
          <Button type="submit" loading={submit.saving} loadingText="Inscribiendo…">
            Inscribir alumno
          </Button>
        </Flex>
      </Stack>
    </form>
  );
};
