import {
  FormDialog,
  FormField,
  Input,
  SelectField,
  SimpleGrid,
  Textarea,
  useDialogSubmit,
} from '@academias/shared/ui';
import { todayInChile } from '@academias/shared/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  expenseCategories,
  expenseFormDefaults,
  expenseFormSchema,
  type ExpenseFormData,
  type ExpenseFormValues,
  type ExpenseLike,
} from '../expense-form-schema.ts';
import { DateField } from '../../../components/date-field.tsx';

interface ExpenseFormDialogProps {
  open: boolean;
  /** The expense being edited; undefined to create one. */
  expense?: ExpenseLike | undefined;
  academies: readonly { id: number; name: string }[];
  onClose: () => void;
  /** Sends the request; a rejection with the API's `{message, field}` lands on the field. */
  onSave: (data: ExpenseFormData) => Promise<unknown>;
}

const fields = ['date', 'category', 'academyId', 'amount', 'description'] as const;

export const ExpenseFormDialog = ({
  open,
  expense,
  academies,
  onClose,
  onSave,
}: ExpenseFormDialogProps) => {
  const categoriesId = useId();
  const form = useForm<ExpenseFormValues, unknown, ExpenseFormData>({
    resolver: zodResolver(expenseFormSchema),
    defaultValues: expenseFormDefaults(expense, todayInChile()),
  });
  const { control, register, reset, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (open) reset(expenseFormDefaults(expense, todayInChile()));
  }, [open, expense, reset]);

  const submit = useDialogSubmit(form, fields, onSave, onClose);

  return (
    <FormDialog
      size="md"
      open={open}
      title={expense ? 'Editar gasto' : 'Nuevo gasto'}
      onClose={onClose}
      submitLabel={expense ? 'Guardar cambios' : 'Registrar gasto'}
      {...submit}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DateField control={control} name="date" label="Fecha" required />
        <FormField
          label="Monto (CLP)"
          error={errors.amount?.message}
          helperText="Pesos enteros, por ejemplo 25.000"
          required
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="25.000"
            {...register('amount')}
          />
        </FormField>
      </SimpleGrid>
      <FormField label="Categoría" error={errors.category?.message} required>
        <Input list={categoriesId} autoComplete="off" {...register('category')} />
        <datalist id={categoriesId}>
          {expenseCategories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </FormField>
      <SelectField
        label="Academia"
        error={errors.academyId?.message}
        helperText="Déjalo en «General» si no corresponde a una academia"
        options={academies}
        {...register('academyId')}
      >
        <option value="">General (todas)</option>
      </SelectField>
      <FormField label="Descripción" error={errors.description?.message} required>
        <Textarea rows={3} {...register('description')} />
      </FormField>
    </FormDialog>
  );
};
