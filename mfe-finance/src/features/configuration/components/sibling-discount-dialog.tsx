import type { SiblingDiscountEntry } from '@academias/shared/contract/sibling-discounts';
import { todayInChile } from '@academias/shared/format';
import { FormField, Input, MonthInput, SelectField, SimpleGrid } from '@academias/shared/ui';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { clpText } from '../../../forms/clp-text.ts';
import { periodText } from '../../../forms/date-text.ts';
import { chargeTexts } from '../../charges/charge-texts.ts';
import { AcademyRuleDialog, useAcademyRuleForm } from './academy-rule-dialog.tsx';

const t = chargeTexts.siblingDiscounts;
const kinds = [
  { id: 'porcentaje', name: t.porcentaje },
  { id: 'monto', name: t.monto },
  { id: 'ninguno', name: t.ninguno },
];

const schema = z
  .object({
    kind: z.enum(['ninguno', 'monto', 'porcentaje']),
    value: z.string(),
    validFrom: periodText(),
  })
  .transform((v, ctx) => {
    const validFrom = `${v.validFrom}-01`;
    if (v.kind === 'ninguno') return { discount: null, validFrom };
    const value = clpText().safeParse(v.value);
    if (!value.success || (v.kind === 'porcentaje' && value.data > 100)) {
      const message = value.success ? t.percentRange : (value.error.issues[0]?.message ?? '');
      ctx.addIssue({ code: 'custom', path: ['value'], message });
      return z.NEVER;
    }
    return { discount: { kind: v.kind, value: value.data }, validFrom };
  });
type Values = z.input<typeof schema>;
type Data = z.output<typeof schema>;

interface SiblingDiscountDialogProps {
  academy: { academyId: number; academyName: string; entries: SiblingDiscountEntry[] } | null;
  onClose: () => void;
  onSave: (data: Data) => Promise<unknown>;
}

const thisMonth = () => todayInChile().slice(0, 7);
const valuesOf = (academy: SiblingDiscountDialogProps['academy']): Values => {
  const latest = academy?.entries[0];
  return {
    kind: latest?.kind ?? 'porcentaje',
    value: latest?.value ? String(latest.value) : '',
    validFrom: thisMonth(),
  };
};

/** "Configurar" an academy's sibling discount from a month on: none, a percent or a fixed CLP. */
export const SiblingDiscountDialog = (p: SiblingDiscountDialogProps) => {
  const form = useAcademyRuleForm(schema, p.academy, valuesOf);
  const { control, register, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  const errors = formState.errors;
  return (
    <AcademyRuleDialog {...p} texts={t} form={form} fields={['value', 'kind', 'validFrom']}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField label={t.kind} options={kinds} {...register('kind')} />
        <FormField
          label={t.value}
          error={errors.value?.message}
          disabled={kind === 'ninguno'}
          required={kind !== 'ninguno'}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('value')} />
        </FormField>
      </SimpleGrid>
      <FormField
        label={t.validFrom}
        helperText={t.validFromHelp}
        error={errors.validFrom?.message}
        required
      >
        <Controller
          control={control}
          name="validFrom"
          render={({ field }) => (
            <MonthInput value={field.value} onChange={field.onChange} min={thisMonth()} />
          )}
        />
      </FormField>
    </AcademyRuleDialog>
  );
};
