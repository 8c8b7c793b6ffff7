import type { Payment } from '@academias/shared/contract/payments';
import { formatClp, formatRut } from '@academias/shared/format';
import {
  FormDialog,
  FormField,
  Input,
  NativeSelect,
  SearchInput,
  Skeleton,
  Stat,
  Text,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert.tsx';
import { serverErrorTarget } from '../../../forms/server-field.ts';
import {
  useOpenChargesOf,
  useRecordManualPayment,
  useStudentSearch,
} from '../api/payment-queries.ts';
import {
  manualPaymentSchema,
  type ManualPaymentData,
  type ManualPaymentValues,
} from '../manual-payment-schema.ts';
import { ChargeChecklist } from './charge-checklist.tsx';

interface ManualPaymentDialogProps {
  open: boolean;
  /** Opened from Pagos Pendientes: the student and the charge to start with. */
  initialStudentId?: number | null;
  initialChargeId?: number | null;
  onClose: () => void;
  onRecorded: (payment: Payment) => void;
}

const fields = ['chargeIds', 'method', 'reference', 'userId'] as const;
const empty = (userId: number | null, chargeIds: number[]): ManualPaymentValues => ({
  userId: userId ?? 0,
  chargeIds,
  method: '' as 'efectivo',
  reference: '',
});

/**
 * Records a cash or transfer payment of a student's open charges (createNewPayments).
 * Mount it when opening, so every opening starts from a clean form.
 */
export const ManualPaymentDialog = ({
  open,
  initialStudentId = null,
  initialChargeId = null,
  onClose,
  onRecorded,
}: ManualPaymentDialogProps) => {
  const [studentId, setStudentId] = useState<number | null>(initialStudentId);
  const [search, setSearch] = useState('');
  const students = useStudentSearch(search, open && initialStudentId === null);
  const charges = useOpenChargesOf(open ? studentId : null);
  const record = useRecordManualPayment();
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<
    ManualPaymentValues,
    unknown,
    ManualPaymentData
  >({
    resolver: zodResolver(manualPaymentSchema),
    defaultValues: empty(initialStudentId, initialChargeId ? [initialChargeId] : []),
  });
  const { errors, isSubmitting } = formState;

  const chooseStudent = (value: string) => {
    const id = value ? Number(value) : null;
    setStudentId(id);
    setValue('userId', id ?? 0);
    setValue('chargeIds', []);
  };

  const chosen = useWatch({ control, name: 'chargeIds' });
  const items = charges.data?.items ?? [];
  const total = items.filter((c) => chosen.includes(c.id)).reduce((sum, c) => sum + c.amount, 0);
  const studentName =
    items[0]?.studentName ?? students.data?.items.find((s) => s.id === studentId)?.name;

  const submit = handleSubmit(async (data) => {
    try {
      const payment = await record.mutateAsync(data);
      onRecorded(payment);
      onClose();
    } catch (error) {
      const { field, message } = serverErrorTarget(error, fields);
      setError(field === 'userId' ? 'root' : field, { message });
    }
  });

  return (
    <FormDialog
      open={open}
      title="Registrar pago manual"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Registrar pago"
      saving={isSubmitting}
      size="lg"
    >
      <FormAlert message={errors.root?.message} />
      {initialStudentId === null && (
        <>
          <FormField label="Buscar alumno" helperText="Nombre o RUT">
            <SearchInput
              aria-label="Buscar alumno"
              placeholder="Nombre o RUT"
              value={search}
              onChange={(text) => {
                setSearch(text);
                chooseStudent('');
              }}
              autoComplete="off"
            />
          </FormField>
          <FormField label="Alumno" error={errors.userId ? 'Elige un alumno' : undefined} required>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={studentId ? String(studentId) : ''}
                onChange={(e) => chooseStudent(e.target.value)}
              >
                <option value="">{students.isFetching ? 'Buscando…' : 'Elige un alumno'}</option>
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
        </>
      )}
      {initialStudentId !== null && studentName && (
        <Text fontWeight="semibold">Alumno: {studentName}</Text>
      )}
      {studentId !== null &&
        (charges.isLoading ? (
          <Skeleton height="20" />
        ) : items.length === 0 ? (
          <Text color="fg.muted">Este alumno no tiene cobros pendientes.</Text>
        ) : (
          <Controller
            control={control}
            name="chargeIds"
            render={({ field }) => (
              <ChargeChecklist
                charges={items}
                selected={field.value}
                onChange={field.onChange}
                error={errors.chargeIds?.message}
              />
            )}
          />
        ))}
      <FormField label="Medio de pago" error={errors.method?.message} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('method')}>
            <option value="">Elige…</option>
            <option value="efectivo">Efectivo</option>
            <option value="transferencia">Transferencia</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label="Referencia"
        error={errors.reference?.message}
        helperText="N° de transferencia o comprobante (opcional)"
      >
        <Input autoComplete="off" {...register('reference')} />
      </FormField>
      <Stat.Root aria-live="polite">
        <Stat.Label>Total a registrar</Stat.Label>
        <Stat.ValueText>{formatClp(total)}</Stat.ValueText>
        <Stat.HelpText>Se emitirá la boleta por este monto.</Stat.HelpText>
      </Stat.Root>
    </FormDialog>
  );
};
