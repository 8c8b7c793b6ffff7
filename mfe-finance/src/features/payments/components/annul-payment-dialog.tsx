import type { Payment } from '@academias/shared/contract/payments';
import { formatClp } from '@academias/shared/format';
import { FormDialog, FormField, Text, Textarea } from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert.tsx';
import { serverErrorTarget } from '../../../forms/server-field.ts';
import { annulSchema, type AnnulValues } from '../manual-payment-schema.ts';

interface AnnulPaymentDialogProps {
  payment: Payment | null;
  onClose: () => void;
  onAnnul: (id: number, reason: string) => Promise<unknown>;
}

/** Annuls a payment with a reason: its charges open again, the record and its boleta stay (anulada). */
export const AnnulPaymentDialog = ({ payment, onClose, onAnnul }: AnnulPaymentDialogProps) => {
  const { register, handleSubmit, reset, setError, formState } = useForm<AnnulValues>({
    resolver: zodResolver(annulSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (payment) reset({ reason: '' });
  }, [payment, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    if (!payment) return;
    try {
      await onAnnul(payment.id, reason);
      onClose();
    } catch (error) {
      const { field, message } = serverErrorTarget(error, ['reason'] as const);
      setError(field, { message });
    }
  });

  return (
    <FormDialog
      size="md"
      open={payment !== null}
      title="Anular pago"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Anular pago"
      saving={isSubmitting}
    >
      <FormAlert message={errors.root?.message} />
      <Text>
        Pago de {payment?.payerName} por {payment ? formatClp(payment.amount) : ''} (orden{' '}
        {payment?.buyOrder}). Sus cobros volverán a quedar pendientes y la boleta quedará anulada.
        El registro se conserva.
      </Text>
      <FormField label="Motivo de la anulación" error={errors.reason?.message} required>
        <Textarea rows={3} {...register('reason')} />
      </FormField>
    </FormDialog>
  );
};
