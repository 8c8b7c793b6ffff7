import { orBlank } from '@academias/shared/api';
import type { academySchemas } from '@academias/shared/contract';
import { formatPhone } from '@academias/shared/format';
import {
  Checkbox,
  FormDialog,
  FormField,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  useDialogSubmit,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateAcademy, useEditAcademy } from '../api/academy-mutations.ts';
import { useTeacherOptions } from '../api/academy-queries.ts';
import {
  academyFormFields,
  academyFormSchema,
  emptyAcademyForm,
  type AcademyFormData,
  type AcademyFormValues,
} from '../academy-form-schema.ts';

type Academy = z.infer<typeof academySchemas.academy>;

const valuesOf = (a: Academy): AcademyFormValues => ({
  name: a.name,
  description: orBlank(a.description),
  address: orBlank(a.address),
  phone: orBlank(a.phone && formatPhone(a.phone)),
  email: orBlank(a.email),
  teacherIds: a.teachers.map((t) => t.id),
});

/** Create or edit an academy and choose its teachers. */
export const AcademyFormDialog = ({
  academy,
  onClose,
}: {
  academy: Academy | null;
  onClose: () => void;
}) => {
  const form = useForm<AcademyFormValues, unknown, AcademyFormData>({
    resolver: zodResolver(academyFormSchema),
    defaultValues: academy ? valuesOf(academy) : emptyAcademyForm,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const create = useCreateAcademy();
  const edit = useEditAcademy();
  const teachers = useTeacherOptions(true);

  const submit = useDialogSubmit(
    form,
    academyFormFields,
    async (data) => {
      if (academy) await edit.mutateAsync({ ...data, id: academy.id });
      else await create.mutateAsync(data);
      return academy ? 'Academia actualizada' : `Academia ${data.name} creada`;
    },
    onClose,
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      title={academy ? `Editar ${academy.name}` : 'Nueva academia'}
      submitLabel={academy ? 'Guardar cambios' : 'Crear academia'}
      {...submit}
    >
      <Stack gap="4">
        <FormField label="Nombre" required error={errors.name?.message}>
          <Input {...register('name')} autoComplete="off" />
        </FormField>
        <FormField label="Descripción" error={errors.description?.message}>
          <Textarea {...register('description')} rows={3} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Dirección" error={errors.address?.message}>
            <Input {...register('address')} autoComplete="off" />
          </FormField>
          <FormField label="Teléfono" error={errors.phone?.message}>
            <Input
              type="tel"
              {...register('phone')}
              placeholder="+56 2 2345 6789"
              autoComplete="off"
            />
          </FormField>
          <FormField label="Correo" error={errors.email?.message}>
            <Input type="email" {...register('email')} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <Controller
          control={control}
          name="teacherIds"
          render={({ field }) => {
            const selected = new Set((field.value ?? []).map(Number));
            return (
              <fieldset>
                <Text as="legend" fontWeight="medium" mb="2">
                  Profesores
                </Text>
                {teachers.data?.items.length === 0 && (
                  <Text color="fg.muted">Aún no hay profesores en el equipo.</Text>
                )}
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" maxH="60" overflowY="auto">
                  {teachers.data?.items.map((t) => (
                    <Checkbox.Root
                      key={t.id}
                      checked={selected.has(t.id)}
                      onCheckedChange={(e) =>
                        field.onChange(
                          e.checked ? [...selected, t.id] : [...selected].filter((x) => x !== t.id),
                        )
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              </fieldset>
            );
          }}
        />
      </Stack>
    </FormDialog>
  );
};
