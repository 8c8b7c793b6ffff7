import type { academySchemas } from '@academias/shared/contract';
import { formatClp, todayInChile } from '@academias/shared/format';
import {
  DateInput,
  dateInputError,
  FormDialog,
  FormField,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  useDialogSubmit,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSaveAcademyCharge } from '../api/academy-mutations.ts';
import {
  academyChargeFormFields,
  academyChargeFormSchema,
  type AcademyChargeFormData,
  type AcademyChargeFormValues,
} from '../academy-charge-form-schema.ts';

type AcademyCharge = z.infer<typeof academySchemas.academyCharge>;

/** Add or edit one of the academy's own charges (rent, enrolment fee...). */
export const AcademyChargeDialog = ({
  academyId,
  charge,
  onClose,
}: {
  academyId: number;
  charge: AcademyCharge | null;
  onClose: () => void;
}) => {
  const form = useForm<AcademyChargeFormValues, unknown, AcademyChargeFormData>({
    resolver: zodResolver(academyChargeFormSchema),
    defaultValues: charge
      ? {
          description: charge.description,
          amount: formatClp(charge.amount),
          frequency: charge.frequency,
          startDate: charge.startDate,
        }
      : { description: '', amount: '', frequency: 'mensual', startDate: todayInChile() },
  });
  const errors = form.formState.errors;
  const save = useSaveAcademyCharge();

  const submit = useDialogSubmit(
    form,
    academyChargeFormFields,
    async (data) => {
      await save.mutateAsync({ academyId, ...(charge ? { chargeId: charge.id } : {}), data });
      return charge ? 'Cargo actualizado' : 'Cargo agregado';
    },
    onClose,
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      title={charge ? 'Editar cargo' : 'Nuevo cargo de la academia'}
      submitLabel="Guardar"
      {...submit}
      size="md"
    >
      <Stack gap="4">
        <FormField label="Descripción" required error={errors.description?.message}>
          <Input
            {...form.register('description')}
            placeholder="Arriendo de sala"
            autoComplete="off"
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label="Monto (CLP)"
            required
            error={errors.amount?.message}
            helperText="En pesos, sin decimales."
          >
            <Input
              inputMode="numeric"
              {...form.register('amount')}
              placeholder="$150.000"
              autoComplete="off"
            />
          </FormField>
          <FormField label="Frecuencia" required error={errors.frequency?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('frequency')}>
                <option value="mensual">Mensual</option>
                <option value="unico">Único</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Controller
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <FormField
                label="Desde"
                required
                error={dateInputError(field.value, errors.startDate?.message)}
              >
                <DateInput {...field} value={String(field.value ?? '')} />
              </FormField>
            )}
          />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
};
