import { Field } from '@academias/shared/ui';
import type { ReactNode } from 'react';
import { errorTextColor } from './error-color.ts';

interface FormFieldProps {
  label: string;
  /** The message of react-hook-form's field error, shown under the input and read by screen readers. */
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}

/** Label + input + Spanish error: Chakra's Field wires `aria-invalid` and `aria-describedby`. */
export const FormField = ({ label, error, helper, required, children }: FormFieldProps) => (
  <Field.Root invalid={Boolean(error)} required={required}>
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
    {children}
    {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
    {error && <Field.ErrorText color={errorTextColor}>{error}</Field.ErrorText>}
  </Field.Root>
);
