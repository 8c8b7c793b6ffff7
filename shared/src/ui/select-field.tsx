import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field.tsx';

/** One choice of a select: an academy, a plan, a kind (`id` is its value). */
export interface SelectOption {
  id: number | string;
  name: string;
}

type OptionsSelectProps = {
  options: readonly SelectOption[];
  /** Options before the list: "Todas", "Elige…". */
  children?: ReactNode;
  size?: 'xs' | 'sm' | 'md';
  /** Inside a table row: as wide as its text, at least this. */
  minW?: string;
  /** The field's background (a filter bar on a tinted card). */
  bg?: string;
} & Omit<ComponentProps<'select'>, 'size' | 'children'>;

/** A native select of `options` (a form's `register(...)` or value/onChange spread on it). */
export const OptionsSelect = ({
  options,
  children,
  size,
  minW,
  disabled,
  ...field
}: OptionsSelectProps) => (
  <NativeSelect.Root size={size} disabled={disabled} {...(minW ? { width: 'auto', minW } : {})}>
    <NativeSelect.Field {...field}>
      {children}
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);

type SelectFieldProps = OptionsSelectProps & {
  label: string;
  error?: string | null | undefined;
  helperText?: ReactNode;
};

/** A labelled select of a form: FormField (label, help, error) around an OptionsSelect. */
export const SelectField = ({
  label,
  error,
  helperText,
  required,
  ...select
}: SelectFieldProps) => (
  <FormField
    label={label}
    error={error}
    helperText={helperText}
    required={required}
    disabled={select.disabled}
  >
    <OptionsSelect {...select} />
  </FormField>
);
