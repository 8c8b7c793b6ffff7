import { orBlank } from '@academias/shared/api';
import type { studentSchemas } from '@academias/shared/contract';
import { formatPhone, formatRut, isValidRut } from '@academias/shared/format';
import {
  DateInput,
  dateInputError,
  FormDialog,
  FormField,
  Input,
  RutInput,
  Separator,
  SimpleGrid,
  Stack,
  Text,
  useDialogSubmit,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { findPersonByRut } from '../../../api/find-person-by-rut.ts';
import { PersonFields } from '../../../components/person-fields.tsx';
import { useCreateStudent, useUpdateStudent } from '../api/student-mutations.ts';
import {
  emptyStudentForm,
  studentFormFields,
  studentFormSchema,
  type StudentFormData,
  type StudentFormValues,
} from '../student-form-schema.ts';

type StudentDetail = z.infer<typeof studentSchemas.studentDetail>;

interface StudentFormDialogProps {
  /** null: a new student. */
  student: StudentDetail | null;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

const valuesOf = (s: StudentDetail): StudentFormValues => {
  const guardian = s.guardians[0];
  return {
    ...emptyStudentForm,
    rut: s.rut ? formatRut(s.rut) : '',
    firstName: s.firstName,
    lastName: s.lastName,
    email: orBlank(s.email),
    phone: orBlank(s.phone && formatPhone(s.phone)),
    address: orBlank(s.address),
    birthDate: orBlank(s.birthDate),
    guardianRut: guardian?.rut ? formatRut(guardian.rut) : '',
    guardianId: guardian?.id ?? null,
  };
};

/** Create or edit a student, with their guardian (apoderado) found by RUT or registered here. */
export const StudentFormDialog = ({ student, onClose, onSaved }: StudentFormDialogProps) => {
  const form = useForm<StudentFormValues, unknown, StudentFormData>({
    resolver: zodResolver(studentFormSchema),
    defaultValues: student ? valuesOf(student) : emptyStudentForm,
  });
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const [guardianName, setGuardianName] = useState<string | null>(
    student?.guardians[0]?.name ?? null,
  );
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const guardianRut = useWatch({ control, name: 'guardianRut' });
  const guardianId = useWatch({ control, name: 'guardianId' });

  /** A registered guardian's RUT links them; an unknown one asks for the new guardian's data. */
  const lookUpGuardian = async (rut: string) => {
    setValue('guardianId', null);
    setGuardianName(null);
    if (!rut || !isValidRut(rut)) return;
    try {
      const person = await findPersonByRut(rut);
      if (person) {
        setValue('guardianId', person.id);
        setGuardianName(person.name);
      }
    } catch {
      // Not found or offline: the new-guardian fields stay; the save resolves the RUT again.
    }
  };

  const submit = useDialogSubmit(
    form,
    studentFormFields,
    async (data) => {
      const saved = student
        ? await update.mutateAsync({
            id: student.id,
            form: data,
            guardianIds: student.guardians.slice(1).map((g) => g.id),
          })
        : await create.mutateAsync(data);
      onSaved?.(saved.id);
      return student ? 'Alumno actualizado' : `Alumno ${saved.name} creado`;
    },
    onClose,
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      title={student ? `Editar a ${student.name}` : 'Nuevo alumno'}
      submitLabel={student ? 'Guardar cambios' : 'Crear alumno'}
      {...submit}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <PersonFields form={form} rutRequired>
            <Controller
              control={control}
              name="birthDate"
              render={({ field }) => (
                <FormField
                  label="Fecha de nacimiento"
                  error={dateInputError(field.value, errors.birthDate?.message)}
                >
                  <DateInput {...field} value={String(field.value ?? '')} />
                </FormField>
              )}
            />
          </PersonFields>
        </SimpleGrid>
        <FormField label="Dirección" error={errors.address?.message}>
          <Input {...register('address')} autoComplete="off" />
        </FormField>
        <Separator />
        <fieldset>
          <Text as="legend" fontWeight="semibold" mb="1">
            Apoderado (opcional)
          </Text>
          <Text fontSize="sm" color="fg.muted" mb="3">
            Si el RUT ya está registrado se vincula esa persona; si no, se registra con estos datos.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="RUT del apoderado" error={errors.guardianRut?.message}>
              <Controller
                control={control}
                name="guardianRut"
                render={({ field }) => (
                  <RutInput
                    formatWhileTyping
                    {...field}
                    value={String(field.value ?? '')}
                    onChange={(v) => {
                      field.onChange(v);
                      if (guardianId !== null) {
                        setValue('guardianId', null);
                        setGuardianName(null);
                      }
                    }}
                    onBlur={() => {
                      field.onBlur();
                      void lookUpGuardian(String(field.value ?? ''));
                    }}
                  />
                )}
              />
            </FormField>
            {guardianId !== null && guardianName && (
              <Text alignSelf="end" pb="2" role="status">
                Apoderado registrado: <strong>{guardianName}</strong>
              </Text>
            )}
          </SimpleGrid>
          {guardianRut && guardianId === null && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
              <FormField
                label="Nombres del apoderado"
                required
                error={errors.guardianFirstName?.message}
              >
                <Input {...register('guardianFirstName')} autoComplete="off" />
              </FormField>
              <FormField
                label="Apellidos del apoderado"
                required
                error={errors.guardianLastName?.message}
              >
                <Input {...register('guardianLastName')} autoComplete="off" />
              </FormField>
              <FormField label="Correo del apoderado" error={errors.guardianEmail?.message}>
                <Input type="email" {...register('guardianEmail')} autoComplete="off" />
              </FormField>
              <FormField label="Teléfono del apoderado" error={errors.guardianPhone?.message}>
                <Input type="tel" {...register('guardianPhone')} autoComplete="off" />
              </FormField>
            </SimpleGrid>
          )}
        </fieldset>
      </Stack>
    </FormDialog>
  );
};
