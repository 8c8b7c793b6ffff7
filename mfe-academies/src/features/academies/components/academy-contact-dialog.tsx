import { orBlank } from '@academias/shared/api';
import type { academySchemas } from '@academias/shared/contract';
import * as academiesApi from '@academias/shared/contract/academies';
import { formatPhone } from '@academias/shared/format';
import {
  FormDialog,
  FormField,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
  useDialogSubmit,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useEditAcademyByTeacher } from '../api/academy-mutations.ts';

type Academy = z.infer<typeof academySchemas.academy>;
const data = academiesApi.editAcademyByTeacher.body.shape.data.shape;

/** What a teacher may change of their academy (editAcademyByTeacher). */
const contactSchema = z.object({
  description: data.description,
  address: data.address,
  phone: data.phone,
  email: data.email,
});
type ContactValues = z.input<typeof contactSchema>;
type ContactData = z.output<typeof contactSchema>;
const fields = ['description', 'address', 'phone', 'email'] as const;

export const AcademyContactDialog = ({
  academy,
  onClose,
}: {
  academy: Academy;
  onClose: () => void;
}) => {
  const form = useForm<ContactValues, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      description: orBlank(academy.description),
      address: orBlank(academy.address),
      phone: orBlank(academy.phone && formatPhone(academy.phone)),
      email: orBlank(academy.email),
    },
  });
  const errors = form.formState.errors;
  const edit = useEditAcademyByTeacher();
  const submit = useDialogSubmit(
    form,
    fields,
    async (values) => {
      await edit.mutateAsync({ id: academy.id, ...values });
      return 'Datos de la academia actualizados';
    },
    onClose,
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Editar datos de ${academy.name}`}
      submitLabel="Guardar cambios"
      {...submit}
    >
      <Stack gap="4">
        <FormField label="Descripción" error={errors.description?.message}>
          <Textarea {...form.register('description')} rows={3} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Dirección" error={errors.address?.message}>
            <Input {...form.register('address')} autoComplete="off" />
          </FormField>
          <FormField label="Teléfono" error={errors.phone?.message}>
            <Input type="tel" {...form.register('phone')} autoComplete="off" />
          </FormField>
          <FormField label="Correo" error={errors.email?.message}>
            <Input type="email" {...form.register('email')} autoComplete="off" />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
};
