import {
  DATE_INPUT_ERROR,
  DateInput,
  FormField,
  isIsoDate,
  MonthInput,
  Stack,
} from '@academias/shared/ui';
import { useState } from 'react';

interface DateFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'date' | 'month';
  /** A reversed range: shown under the field and announced (FormField wires aria-invalid). */
  error?: string | null;
  helperText?: string;
  min?: string | undefined;
  max?: string | undefined;
}

/**
 * A date (or month) filter of a list's filter bar; full width on a phone. A month may be left
 * empty (every month). While the typed text is not a whole date the list is not filtered by it
 * and, once the field is left, the format to use is shown.
 */
export const DateFilter = ({
  label,
  value,
  onChange,
  type = 'date',
  error,
  helperText,
  min,
  max,
}: DateFilterProps) => {
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  // a date set from outside (a link, going back) replaces the unfinished text
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== '') setTyped(null);
  }

  if (type === 'month')
    return (
      <Stack maxW={{ base: 'full', md: '64' }} width="full">
        <FormField label={label} error={error} helperText={helperText}>
          <MonthInput value={value} min={min} max={max} allowEmpty onChange={onChange} />
        </FormField>
      </Stack>
    );

  return (
    <Stack maxW={{ base: 'full', md: '44' }} width="full">
      <FormField
        label={label}
        error={typed !== null && left ? DATE_INPUT_ERROR : error}
        helperText={helperText}
      >
        <DateInput
          value={typed ?? value}
          onBlur={() => setLeft(true)}
          onChange={(v) => {
            setLeft(false);
            if (v === '' || isIsoDate(v)) {
              setTyped(null);
              onChange(v);
            } else {
              setTyped(v);
              if (value !== '') onChange('');
            }
          }}
        />
      </FormField>
    </Stack>
  );
};

interface DateRangeFilterProps {
  from: string;
  to: string;
  /** A reversed range (dateRangeFilter's error), shown under "Hasta". */
  error: string | null;
  onChange: (change: { from: string } | { to: string }) => void;
}

/** "Desde" and "Hasta" of a list's filter bar: "Hasta" offers no day before "Desde". */
export const DateRangeFilter = ({ from, to, error, onChange }: DateRangeFilterProps) => (
  <>
    <DateFilter label="Desde" value={from} onChange={(v) => onChange({ from: v })} />
    <DateFilter
      label="Hasta"
      value={to}
      min={from || undefined}
      error={error}
      onChange={(v) => onChange({ to: v })}
    />
  </>
);
