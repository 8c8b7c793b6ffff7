import { discountCategoryLabel, type DiscountCategory } from '@academias/shared/contract/discounts';
import { formatClp, todayInChile } from '@academias/shared/format';
import {
  Checkbox,
  DateInput,
  dateInputError,
  FormDialog,
  FormField,
  Input,
  NativeSelect,
  SimpleGrid,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { serverErrorTarget } from '../../../forms/server-field.ts';
import {
  discountFormDefaults,
  discountFormSchema,
  type DiscountFormData,
  type DiscountFormValues,
} from '../discount-form-schema.ts';
import { planTexts } from '../plan-texts.ts';

const t = planTexts.discounts.form;
const fields = ['category', 'kind', 'value', 'reason', 'validFrom', 'validUntil'] as const;
const categories = Object.entries(discountCategoryLabel) as [DiscountCategory, string][];

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
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    DiscountFormValues,
    unknown,
    DiscountFormData
  >({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discountFormDefaults(todayInChile()),
  });
  const { errors, isSubmitting } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const close = () => {
    reset(discountFormDefaults(todayInChile()));
    onClose();
  };
  const submit = handleSubmit(async (data) => {
    try {
      await onSave(data);
      close();
    } catch (error) {
      const { field, message } = serverErrorTarget(error, fields);
      setError(field, { message });
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t.submit}
      formError={errors.root?.message ?? null}
      saving={isSubmitting}
      submitLabel={t.submit}
      onSubmit={submit}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField label={t.category} error={errors.category?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('category')}>
              {categories.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.kind} error={errors.kind?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('kind')}>
              <option value="porcentaje">{t.porcentaje}</option>
              <option value="monto">{t.monto}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
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
        <Controller
          control={control}
          name="validFrom"
          render={({ field }) => (
            <FormField
              label={t.from}
              helperText={t.fromHelp}
              error={dateInputError(field.value, errors.validFrom?.message)}
              required
            >
              <DateInput {...field} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="validUntil"
          render={({ field }) => (
            <FormField
              label={t.until}
              error={dateInputError(field.value, errors.validUntil?.message)}
            >
              <DateInput {...field} />
            </FormField>
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="applyToOpenCharges"
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={(e) => field.onChange(e.checked === true)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="1" />
            <Checkbox.Label>{t.apply}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </FormDialog>
  );
};
