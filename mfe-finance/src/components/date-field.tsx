import { DateInput, dateInputError, FormField } from '@academias/shared/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface DateFieldProps<Values extends FieldValues, Data> {
  control: Control<Values, unknown, Data>;
  name: FieldPath<Values>;
  label: string;
  helperText?: string;
  required?: boolean;
}

/**
 * A date of a react-hook-form form: DateInput under its label, with the form's error or, for an
 * unfinished date, the format to use. (Finance's own: shared/ui stays free of react-hook-form.)
 */
export const DateField = <Values extends FieldValues, Data>({
  control,
  name,
  ...field
}: DateFieldProps<Values, Data>) => (
  <Controller
    control={control}
    name={name}
    render={({ field: input, fieldState }) => (
      <FormField {...field} error={dateInputError(input.value, fieldState.error?.message)}>
        <DateInput {...input} />
      </FormField>
    )}
  />
);
