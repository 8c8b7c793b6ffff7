import { FormField, Input, Stack } from '@academias/shared/ui';

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

/** A date (or month) filter of a list's filter bar; full width on a phone. */
export const DateFilter = ({
  label,
  value,
  onChange,
  type = 'date',
  error,
  helperText,
  min,
  max,
}: DateFilterProps) => (
  <Stack maxW={{ base: 'full', md: '44' }} width="full">
    <FormField label={label} error={error} helperText={helperText}>
      <Input
        type={type}
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  </Stack>
);
