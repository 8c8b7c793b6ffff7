import type { Charge } from '@academias/shared/contract/charges';
import { formatClp, formatPeriod } from '@academias/shared/format';
import { FormDialog, FormField, Input, Text } from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { notifySuccess } from '../../../api/notify.ts';
import { clpText } from '../../../forms/clp-text.ts';
import { serverErrorTarget } from '../../../forms/server-field.ts';
import { useCorrectCharge, useWaiveLateFee } from '../api/adjustment-queries.ts';
import { chargeTexts } from '../charge-texts.ts';

const t = chargeTexts.correct;
const reason = z.string().trim().min(1, t.reasonRequired).max(200, 'Admite hasta 200 caracteres');
const correctSchema = z.object({ amount: clpText(), reason });
const waiveSchema = z.object({ amount: z.string(), reason });
type Values = { amount: string; reason: string };
/** What the resolver hands to the submit: the amount already read as whole pesos when correcting. */
type Parsed = z.output<typeof correctSchema> | z.output<typeof waiveSchema>;

interface ChargeChangeDialogProps {
  charge: Charge | null;
  /** `corregir`: a new amount with a reason; `condonar`: annul a late fee with a reason. */
  mode: 'corregir' | 'condonar';
  onClose: () => void;
}

/**
 * Corrects a charge's amount (an open month's unpaid charge changes; a closed month's lands in the
 * open month, a lower amount on a paid one as a credit to the payer), or waives a late fee; both
 * with a reason, as adjustments (docs/money.md "Corrections").
 */
export const ChargeChangeDialog = ({ charge, mode, onClose }: ChargeChangeDialogProps) => {
  const correct = useCorrectCharge();
  const waive = useWaiveLateFee();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(mode === 'corregir' ? correctSchema : waiveSchema) as Resolver<
      Values,
      unknown,
      Parsed
    >,
    defaultValues: { amount: '', reason: '' },
  });
  useEffect(() => {
    if (charge) reset({ amount: String(charge.amount), reason: '' });
  }, [charge, reset]);
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    if (!charge) return;
    try {
      if (mode === 'corregir') {
        // the resolver already read the typed text as pesos (parsing it again threw on a number)
        const amount = Number(values.amount);
        const saved = await correct.mutateAsync({
          data: { chargeId: charge.id, amount, reason: values.reason },
        });
        notifySuccess(
          t.saved,
          saved.credit
            ? `${charge.description}: ${formatClp(amount)}. ${t.credit(formatClp(saved.credit))}`
            : `${charge.description}: ${formatClp(amount)}`,
        );
      } else {
        await waive.mutateAsync({ data: { chargeId: charge.id, reason: values.reason } });
        notifySuccess(chargeTexts.waive.saved, charge.description);
      }
      onClose();
    } catch (error) {
      const { field, message } = serverErrorTarget(error, ['amount', 'reason'] as const);
      setError(field, { message });
    }
  });
  return (
    <FormDialog
      open={charge !== null}
      onClose={onClose}
      title={mode === 'corregir' ? t.title : chargeTexts.waive.title}
      formError={errors.root?.message ?? null}
      saving={isSubmitting}
      submitLabel={mode === 'corregir' ? t.submit : chargeTexts.waive.submit}
      onSubmit={submit}
      size="md"
    >
      <Text>
        {charge?.studentName} · {charge?.description} ·{' '}
        {charge ? `${formatPeriod(charge.period)} · ${formatClp(charge.amount)}` : ''}
      </Text>
      {mode === 'corregir' && charge && (
        <Text color="fg.muted">
          {charge.monthClosed ? t.closed(formatPeriod(charge.period)) : t.open}
        </Text>
      )}
      {mode === 'corregir' ? (
        <FormField
          label={t.amount}
          helperText={t.amountHelp}
          error={errors.amount?.message}
          required
        >
          <Input inputMode="numeric" {...register('amount')} />
        </FormField>
      ) : (
        <Text color="fg.muted">{chargeTexts.waive.help}</Text>
      )}
      <FormField label={t.reason} error={errors.reason?.message} required>
        <Input {...register('reason')} />
      </FormField>
    </FormDialog>
  );
};
