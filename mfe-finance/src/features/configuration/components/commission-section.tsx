import { toApiError } from '@academias/shared/api';
import type { TransbankCommission } from '@academias/shared/contract/settings';
import { formatClp, formatDate, todayInChile } from '@academias/shared/format';
import {
  Alert,
  Button,
  CompactTable,
  ConfirmDialog,
  DatedEntryRemove,
  Flex,
  FormField,
  Input,
  SectionCard,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '../../../components/date-field.tsx';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { serverErrorTarget } from '../../../forms/server-field.ts';
import {
  useCommission,
  useDeleteCommission,
  useUpdateCommission,
} from '../api/configuration-queries.ts';
import {
  commissionDefaults,
  commissionFormSchema,
  type CommissionFormData,
  type CommissionFormValues,
} from '../configuration-schemas.ts';

const percentText = (v: number) => `${String(v).replace('.', ',')}%`;
const fields = ['percent', 'fixedAmount', 'validFrom'] as const;

/** Transbank commission: the one in force, a new one from a date, and the history. */
export const CommissionSection = () => {
  const commission = useCommission();
  const update = useUpdateCommission();
  const remove = useDeleteCommission();
  const [deleting, setDeleting] = useState<TransbankCommission | null>(null);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    CommissionFormValues,
    unknown,
    CommissionFormData
  >({
    resolver: zodResolver(commissionFormSchema),
    defaultValues: commissionDefaults(null, todayInChile()),
  });
  const { errors, isSubmitting } = formState;
  const current = commission.data?.current;

  // What the admin already typed stays when the data arrives or refetches (a slow phone, a tab
  // focused again): only untouched fields take the server's values.
  useEffect(() => {
    if (commission.data)
      reset(commissionDefaults(commission.data.current, todayInChile()), { keepDirtyValues: true });
  }, [commission.data, reset]);

  const submit = handleSubmit(async (data) => {
    try {
      await update.mutateAsync(data);
      notifySuccess(
        'Comisión guardada',
        `${percentText(data.percent)} + ${formatClp(data.fixedAmount)} desde el ${formatDate(data.validFrom)}`,
      );
    } catch (error) {
      const { field, message } = serverErrorTarget(error, fields);
      setError(field, { message });
    }
  });

  return (
    <SectionCard
      title="Comisión Transbank"
      description="Porcentaje y monto fijo por transacción que cobra Transbank; rige desde la fecha indicada (el mes en curso o después). Los pagos de meses anteriores conservan su comisión."
    >
      <Stack gap="5">
        {commission.isLoading ? (
          <Skeleton height="8" />
        ) : commission.error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{toApiError(commission.error).message}</Alert.Title>
          </Alert.Root>
        ) : (
          <Text data-testid="commission-current" aria-live="polite">
            Vigente:{' '}
            <strong>
              {current
                ? `${percentText(current.percent)} + ${formatClp(current.fixedAmount)} por transacción, desde el ${formatDate(current.validFrom)}`
                : 'sin comisión registrada'}
            </strong>
          </Text>
        )}
        <form onSubmit={submit} noValidate aria-label="Nueva comisión Transbank">
          <Stack gap="3">
            <FormAlert message={errors.root?.message} />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField
                label="Porcentaje (%)"
                error={errors.percent?.message}
                helperText="Hasta 3 decimales, por ejemplo 2,95"
                required
              >
                <Input inputMode="decimal" autoComplete="off" {...register('percent')} />
              </FormField>
              <FormField
                label="Monto fijo (CLP)"
                error={errors.fixedAmount?.message}
                helperText="Pesos enteros; 0 si no hay"
                required
              >
                <Input inputMode="numeric" autoComplete="off" {...register('fixedAmount')} />
              </FormField>
              <DateField control={control} name="validFrom" label="Vigente desde" required />
            </SimpleGrid>
            <Flex justify="flex-end">
              <Button type="submit" loading={isSubmitting} loadingText="Guardando…">
                Guardar comisión
              </Button>
            </Flex>
          </Stack>
        </form>
        {commission.data && (
          <CompactTable
            caption="Historial de comisiones"
            showCaption
            cardsOnPhone
            rows={commission.data.history}
            rowKey={(h) => h.id}
            columns={[
              { key: 'from', header: 'Vigente desde', cell: (h) => formatDate(h.validFrom) },
              {
                key: 'percent',
                header: 'Porcentaje',
                align: 'end',
                cell: (h) => percentText(h.percent),
              },
              {
                key: 'fixed',
                header: 'Monto fijo',
                align: 'end',
                cell: (h) => formatClp(h.fixedAmount),
              },
              {
                key: 'actions',
                header: 'Acciones',
                cell: (h) => (
                  <DatedEntryRemove
                    editable={h.editable}
                    label={`Quitar la comisión vigente desde el ${formatDate(h.validFrom)}`}
                    onRemove={() => setDeleting(h)}
                  />
                ),
              },
            ]}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Quitar comisión"
        description={`¿Quitar la comisión vigente desde el ${deleting ? formatDate(deleting.validFrom) : ''}? Desde esa fecha vuelve a regir la anterior.`}
        confirmLabel="Quitar"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          // a failure is a toast and a rethrow: the dialog stays open for another try
          await remove.mutateAsync(deleting.id).catch((error: unknown) => {
            notifyError('No se pudo quitar la comisión', error);
            throw error;
          });
          notifySuccess('Comisión quitada');
        }}
      />
    </SectionCard>
  );
};
