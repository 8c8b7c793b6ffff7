import { Input, type InputProps } from '@chakra-ui/react';
import { formatClp } from '@academias/shared/format';
import { useState } from 'react';

type ClpInputProps = Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onChange: (value: number | null) => void;
};

/** Digits only, so "12.345", "$12.345" and "12345" are all 12345; anything else is dropped. */
export const parseClpInput = (text: string): number | null => {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits.slice(0, 12));
};

/**
 * Whole Chilean pesos: shows `$12.345` while not editing, plain digits while typing; the value
 * is always an integer or null (empty). Bounds and "required" are the form's validation.
 */
export const ClpInput = ({ value, onChange, onFocus, onBlur, ...rest }: ClpInputProps) => {
  const [editing, setEditing] = useState(false);
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={value === null ? '' : editing ? String(value) : formatClp(value)}
      onChange={(e) => onChange(parseClpInput(e.target.value))}
      onFocus={(e) => {
        setEditing(true);
        onFocus?.(e);
      }}
      onBlur={(e) => {
        setEditing(false);
        onBlur?.(e);
      }}
    />
  );
};
