import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  /** The Spanish error of this field (client validation or the server's `{ field, message }`). */
  error?: string | null;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** Label, control, help and error wired together (ids, aria-invalid) by Chakra's Field. */
export const FormField = ({
  label,
  error,
  helperText,
  required,
  disabled,
  children,
}: FormFieldProps) => (
  <Field.Root invalid={!!error} required={required} disabled={disabled}>
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
    {children}
    {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
    {error && <Field.ErrorText>{capitalize(error)}</Field.ErrorText>}
  </Field.Root>
);

/** Contract messages follow the field name ("es obligatorio"); alone they start upper-case. */
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
