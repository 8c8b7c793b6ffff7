import { Field } from '@academias/shared/ui';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/**
 * A labelled field with its Spanish error under it. Chakra's Field wires the label, the
 * `aria-invalid` and `aria-describedby` of the control inside, so screen readers read the error.
 */
export const FormField = ({ label, error, helper, required, children }: FormFieldProps) => (
  <Field.Root invalid={!!error} required={required ?? false}>
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
    {children}
    {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
    {error && (
      // Chakra's default error red on white is below 4.5:1 contrast.
      <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>
        {capitalize(error)}
      </Field.ErrorText>
    )}
  </Field.Root>
);

/** Contract messages are written to follow the field name ("es obligatorio"); alone they start upper-case. */
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
