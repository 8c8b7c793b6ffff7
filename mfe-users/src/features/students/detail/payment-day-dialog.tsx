import { toApiError } from '@academias/shared/api';
import { showToast } from '@academias/shared/events';
import { Checkbox, FormDialog, FormField, Input, Stack, Text } from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useEditPaymentDay } from '../api/enrolment-mutations.ts';
import { paymentDayFormSchema, type PaymentDayFormValues } from './payment-day-schema.ts';

interface PaymentDayDialogProps {
  studentId: number;
  planId: number;
  planName: string;
  current: number;
  onClose: () => void;
}

/** Day of the month (1-28) the student's plan is charged; optionally for all their plans. */
export const PaymentDayDialog = ({
  studentId,
  planId,
  planName,
  current,
  onClose,
}: PaymentDayDialogProps) => {
  const form = useForm<PaymentDayFormValues, unknown, { paymentDay: number; allPlans: boolean }>({
    resolver: zodResolver(paymentDayFormSchema),
    defaultValues: { paymentDay: String(current), allPlans: false },
  });
  const edit = useEditPaymentDay();
  const [formError, setFormError] = useState<string | null>(null);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ paymentDay, allPlans }) => {
    setFormError(null);
    try {
      const result = await edit.mutateAsync({
        studentId,
        paymentDay,
        ...(allPlans ? {} : { planId }),
      });
      showToast({
        type: 'success',
        title: `Día de pago cambiado al ${paymentDay}`,
        description: result.updated > 1 ? `Se actualizaron ${result.updated} planes.` : undefined,
      });
      onClose();
    } catch (error) {
      const e = toApiError(error);
      if (e.field?.includes('paymentDay')) form.setError('paymentDay', { message: e.message });
      else setFormError(e.message);
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Cambiar día de pago"
      formError={formError}
      saving={edit.isPending}
      submitLabel="Guardar"
      onSubmit={onSubmit}
      size="md"
    >
      <Stack gap="4">
        <Text>
          Plan: <strong>{planName}</strong>
        </Text>
        <FormField
          label="Día de pago"
          required
          error={errors.paymentDay?.message}
          helperText="Entre 1 y 28, para que exista en todos los meses."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={28}
            step={1}
            {...form.register('paymentDay')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="allPlans"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(e) => field.onChange(!!e.checked)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Aplicar a todos los planes del alumno</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </Stack>
    </FormDialog>
  );
};
