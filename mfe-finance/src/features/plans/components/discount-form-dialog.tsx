import { discountCategoryLabel } from '@academias/shared/contract/discounts-labels';
import type { DiscountCategory } from '@academias/shared/contract/discounts';
import { formatClp, todayInChile } from '@academias/shared/format';
import {
  FormDialog,
  FormField,
  Input,
  SelectField,
  SimpleGrid,
  useDialogSubmit,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  discountFormDefaults,
  discountFormSchema,
  type DiscountFormData,
  type DiscountFormValues,
} from '../discount-form-schema.ts';
import { CheckboxField } from '../../../components/checkbox-field.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { planTexts } from '../plan-texts.ts';

const t = planTexts.discounts.form;
const fields = ['category', 'kind', 'value', 'reason', 'validFrom', 'validUntil'] as const;
const categories = (Object.entries(discountCategoryLabel) as [DiscountCategory, string][]).map(
  ([id, name]) => ({ id, name }),
);
const kinds = [
  { id: 'porcentaje', name: t.porcentaje },
  { id: 'monto', name: t.monto },
];

interface DiscountFormDialogProps {
  open: boolean;
  listPrice: number;
  onClose: () => void;
  onSave: (data: DiscountFormData) => Promise<unknown>;
}

/** "Agregar descuento": a percent or a fixed amount, a reason, from a date (and until). */
export const DiscountFormDialog = ({
  open,
  listPrice,
  onClose,
  onSave,
}: DiscountFormDialogProps) => {
  const form = useForm<DiscountFormValues, unknown, DiscountFormData>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discountFormDefaults(todayInChile()),
  });
  const { control, register, reset, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'kind' });
  const close = () => {
    reset(discountFormDefaults(todayInChile()));
    onClose();
  };
  const submit = useDialogSubmit(form, fields, onSave, close);
  return (
    <FormDialog open={open} onClose={close} title={t.submit} submitLabel={t.submit} {...submit}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField
          label={t.category}
          error={errors.category?.message}
          required
          options={categories}
          {...register('category')}
        />
        <SelectField
          label={t.kind}
          error={errors.kind?.message}
          required
          options={kinds}
          {...register('kind')}
        />
        <FormField
          label={t.value}
          error={errors.value?.message}
          helperText={
            kind === 'porcentaje' ? t.valueHelpPercent : t.valueHelpAmount(formatClp(listPrice))
          }
          required
        >
          <Input inputMode="numeric" {...register('value')} />
        </FormField>
        <FormField label={t.reason} error={errors.reason?.message} required>
          <Input {...register('reason')} />
        </FormField>
        <DateField
          control={control}
          name="validFrom"
          label={t.from}
          helperText={t.fromHelp}
          required
        />
        <DateField control={control} name="validUntil" label={t.until} />
      </SimpleGrid>
      <CheckboxField control={control} name="applyToOpenCharges" label={t.apply} />
    </FormDialog>
  );
};
