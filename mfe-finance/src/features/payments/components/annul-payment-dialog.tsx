import type { Payment } from '@academias/shared/contract/payments';
import { formatClp } from '@academias/shared/format';
import { FormDialog, FormField, Text, Textarea, useDialogSubmit } from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { annulSchema, type AnnulValues } from '../manual-payment-schema.ts';

interface AnnulPaymentDialogProps {
  payment: Payment | null;
  onClose: () => void;
  onAnnul: (id: number, reason: string) => Promise<unknown>;
}

/** Annuls a payment with a reason: its charges open again, the record and its boleta stay (anulada). */
export const AnnulPaymentDialog = ({ payment, onClose, onAnnul }: AnnulPaymentDialogProps) => {
  const form = useForm<AnnulValues>({
    resolver: zodResolver(annulSchema),
    defaultValues: { reason: '' },
  });
  const { register, reset, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (payment) reset({ reason: '' });
  }, [payment, reset]);

  const submit = useDialogSubmit(
    form,
    ['reason'],
    async ({ reason }) => payment && (await onAnnul(payment.id, reason)),
    onClose,
  );

  return (
    <FormDialog
      size="md"
      open={payment !== null}
      title="Anular pago"
      onClose={onClose}
      submitLabel="Anular pago"
      {...submit}
    >
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
