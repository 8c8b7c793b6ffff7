import { Checkbox } from '@academias/shared/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface CheckboxFieldProps<Values extends FieldValues, Data> {
  control: Control<Values, unknown, Data>;
  name: FieldPath<Values>;
  label: string;
}

/** A yes/no of a react-hook-form form; a label of two lines keeps the box by its first. */
export const CheckboxField = <Values extends FieldValues, Data>({
  control,
  name,
  label,
}: CheckboxFieldProps<Values, Data>) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <Checkbox.Root
        checked={field.value}
        onCheckedChange={(e) => field.onChange(e.checked === true)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="1" />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    )}
  />
);
