import type { Payment } from '@academias/shared/contract/payments';
import { formatClp } from '@academias/shared/format';
import {
  FormDialog,
  FormField,
  Input,
  SelectField,
  Skeleton,
  Stat,
  Text,
  useDialogSubmit,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useStudentSearch } from '../../../api/use-student-search.ts';
import { StudentPicker } from '../../../components/student-picker.tsx';
import { useOpenChargesOf, useRecordManualPayment } from '../api/payment-queries.ts';
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

/** A refusal naming the student (`userId`) goes above the form: the select has no text error. */
const fields = ['chargeIds', 'method', 'reference'] as const;
const methods = [
  { id: 'efectivo', name: 'Efectivo' },
  { id: 'transferencia', name: 'Transferencia' },
];
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
  const form = useForm<ManualPaymentValues, unknown, ManualPaymentData>({
    resolver: zodResolver(manualPaymentSchema),
    defaultValues: empty(initialStudentId, initialChargeId ? [initialChargeId] : []),
  });
  const { control, register, setValue, formState } = form;
  const errors = formState.errors;

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

  const submit = useDialogSubmit(
    form,
    fields,
    async (data) => onRecorded(await record.mutateAsync(data)),
    onClose,
  );

  return (
    <FormDialog
      open={open}
      title="Registrar pago manual"
      onClose={onClose}
      submitLabel="Registrar pago"
      size="lg"
      {...submit}
    >
      {initialStudentId === null && (
        <StudentPicker
          search={search}
          onSearch={(text) => {
            setSearch(text);
            chooseStudent('');
          }}
          students={students}
          prompt={() => 'Elige un alumno'}
          error={errors.userId ? 'Elige un alumno' : undefined}
          value={studentId ? String(studentId) : ''}
          onChange={(e) => chooseStudent(e.target.value)}
        />
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
      <SelectField
        label="Medio de pago"
        error={errors.method?.message}
        required
        options={methods}
        {...register('method')}
      >
        <option value="">Elige…</option>
      </SelectField>
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
