import { formatRut } from '@academias/shared/format';
import { Input, type InputProps } from '@academias/shared/ui';
import { forwardRef, type ChangeEvent } from 'react';

type RutInputProps = Omit<InputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A RUT typed as digits is shown as `12.345.678-5` while typing; the check digit is validated by the form. */
export const RutInput = forwardRef<HTMLInputElement, RutInputProps>(
  ({ value, onChange, ...props }, ref) => (
    <Input
      ref={ref}
      inputMode="text"
      autoComplete="off"
      placeholder="12.345.678-5"
      maxLength={12}
      {...props}
      value={value}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(formatRut(e.target.value))}
    />
  ),
);
RutInput.displayName = 'RutInput';
