import type { LateFee } from '@academias/shared/contract/academies';
import { FormField, Input, SelectField, SimpleGrid } from '@academias/shared/ui';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../components/checkbox-field.tsx';
import { clpText } from '../../../forms/clp-text.ts';
import { chargeTexts } from '../../charges/charge-texts.ts';
import { AcademyRuleDialog, useAcademyRuleForm } from './academy-rule-dialog.tsx';

const t = chargeTexts.lateFees;
const kinds = [
  { id: 'porcentaje', name: t.porcentaje },
  { id: 'monto', name: t.monto },
];

const schema = z
  .object({
    enabled: z.boolean(),
    kind: z.enum(['monto', 'porcentaje']),
    value: z.string(),
    days: z.string().trim(),
  })
  .transform((v, ctx) => {
    if (!v.enabled) return null;
    const value = clpText().safeParse(v.value);
    if (!value.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: value.error.issues[0]?.message ?? '',
      });
      return z.NEVER;
    }
    if (v.kind === 'porcentaje' && value.data > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Ingresa un porcentaje entre 1 y 100',
      });
      return z.NEVER;
    }
    if (!/^\d{1,3}$/.test(v.days) || Number(v.days) > 365) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Ingresa entre 0 y 365 días' });
      return z.NEVER;
    }
    return { kind: v.kind, value: value.data, days: Number(v.days) };
  });
type Values = z.input<typeof schema>;
type Data = z.output<typeof schema>;

interface LateFeeDialogProps {
  academy: { academyId: number; academyName: string; lateFee: LateFee | null } | null;
  onClose: () => void;
  onSave: (lateFee: Data) => Promise<unknown>;
}

const valuesOf = (academy: LateFeeDialogProps['academy']): Values => {
  const fee = academy?.lateFee;
  return {
    enabled: Boolean(fee),
    kind: fee?.kind ?? 'porcentaje',
    value: fee ? String(fee.value) : '',
    days: fee ? String(fee.days) : '5',
  };
};

/** "Configurar" the late fee of one academy: on or off, fixed CLP or percent, after N days. */
export const LateFeeDialog = (p: LateFeeDialogProps) => {
  const form = useAcademyRuleForm(schema, p.academy, valuesOf);
  const { control, register, formState } = form;
  const enabled = useWatch({ control, name: 'enabled' });
  const errors = formState.errors;
  return (
    <AcademyRuleDialog {...p} texts={t} form={form} fields={['value', 'days', 'kind']}>
      <CheckboxField control={control} name="enabled" label={t.enabled} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <SelectField label={t.kind} disabled={!enabled} options={kinds} {...register('kind')} />
        <FormField label={t.value} error={errors.value?.message} disabled={!enabled} required>
          <Input inputMode="numeric" {...register('value')} />
        </FormField>
        <FormField
          label={t.days}
          helperText={t.daysHelp}
          error={errors.days?.message}
          disabled={!enabled}
          required
        >
          <Input inputMode="numeric" {...register('days')} />
        </FormField>
      </SimpleGrid>
    </AcademyRuleDialog>
  );
};
