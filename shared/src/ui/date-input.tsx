import { Input, type InputProps } from '@chakra-ui/react';
import { useState, type Ref } from 'react';

/** What a form shows when the typed text is not a whole, real date. */
export const DATE_INPUT_ERROR = 'Fecha inválida: usa dd-mm-aaaa';

const isoShape = /^(\d{4})-(\d{2})-(\d{2})$/;
const typedShape = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A real calendar day `yyyy-mm-dd` (not 2026-02-30). */
export const isIsoDate = (value: string): boolean => {
  const match = isoShape.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/** Digits typed as `dd-mm-aaaa`, the dashes put in as the day and month are complete. */
export const formatDateTyping = (text: string): string => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return digits;
};

/**
 * The value of what was typed: the ISO day when it is a whole real date, '' when empty, and
 * otherwise the text itself, which no ISO check accepts, so the form's validation stops it.
 * A pasted ISO day is taken as such.
 */
export const parseDateInput = (text: string): string => {
  const trimmed = text.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const typed = formatDateTyping(trimmed);
  const match = typedShape.exec(typed);
  if (match) {
    const iso = `${match[3]}-${match[2]}-${match[1]}`;
    if (isIsoDate(iso)) return iso;
  }
  return typed;
};

/** `yyyy-mm-dd` shown as `dd-mm-yyyy`; text that is not a date yet is shown as typed. */
const display = (value: string): string => {
  const match = isoShape.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
};

/**
 * The form's error for a DateInput's value: when the text is not a date, the format to use
 * rather than the ISO wording of the contract's check.
 */
export const dateInputError = (
  value: unknown,
  error: string | null | undefined,
): string | undefined => {
  if (!error) return undefined;
  return typeof value === 'string' && value !== '' && !isIsoDate(value) ? DATE_INPUT_ERROR : error;
};

type DateInputProps = Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  /** `yyyy-mm-dd`, '' or text that is not a date yet (what onChange gave). */
  value: string;
  onChange: (value: string) => void;
  /** The input itself (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A day typed `dd-mm-aaaa` whatever the browser's language (a native date input follows the
 * browser's locale). The value is ISO once the date is whole and real; see parseDateInput.
 * While focused it shows its own text, so a parent whose state lags (URL parameters) never
 * puts an old value back under the cursor.
 */
export const DateInput = ({ value, onChange, onFocus, onBlur, ...rest }: DateInputProps) => {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder="dd-mm-aaaa"
      maxLength={10}
      {...rest}
      value={draft ?? display(value)}
      onFocus={(e) => {
        setDraft(display(value));
        onFocus?.(e);
      }}
      onChange={(e) => {
        const next = parseDateInput(e.target.value);
        setDraft(display(next));
        onChange(next);
      }}
      onBlur={(e) => {
        setDraft(null);
        onBlur?.(e);
      }}
    />
  );
};
