import { Input, type InputProps } from '@chakra-ui/react';
import { formatRut } from '@academias/shared/format';
import type { Ref } from 'react';

type RutInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** The input itself (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
  /** `12.345.678-5` at every keystroke instead of when the field is left. */
  formatWhileTyping?: boolean;
};

/** Keeps what a RUT can hold (digits, K, dots, hyphen) and caps its length. */
export const cleanRutInput = (text: string): string =>
  text
    .replace(/[^0-9kK.-]/g, '')
    .toUpperCase()
    .slice(0, 12);

/**
 * A RUT as typed, formatted `12.345.678-5` when the field is left. The check digit is the form's
 * validation (`isValidRut`, or the contract's `rut` schema), shown through FormField.
 */
export const RutInput = ({
  value,
  onChange,
  onBlur,
  formatWhileTyping,
  ...rest
}: RutInputProps) => (
  <Input
    autoComplete="off"
    spellCheck={false}
    placeholder="12.345.678-5"
    maxLength={12}
    {...rest}
    value={value}
    onChange={(e) =>
      onChange(formatWhileTyping ? formatRut(e.target.value) : cleanRutInput(e.target.value))
    }
    onBlur={(e) => {
      const clean = value.replace(/[^0-9kK]/g, '');
      if (clean.length >= 2) onChange(formatRut(value));
      onBlur?.(e);
    }}
  />
);
