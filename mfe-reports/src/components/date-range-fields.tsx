import { DATE_INPUT_ERROR, DateInput, Field, HStack, isIsoDate } from '@academias/shared/ui';
import { useState } from 'react';

export interface DateRange {
  startDate: string;
  endDate: string;
}

interface DateRangeFieldsProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
}

type Key = keyof DateRange;

/**
 * Start and end dates (end inclusive); a reversed range is flagged before any request. Text
 * that is not a whole date yet stays here: the range gets '' (no request) and, once the field
 * is left, the format to use is shown.
 */
export function DateRangeFields({ value, onChange }: DateRangeFieldsProps) {
  const [typed, setTyped] = useState<Record<Key, string | null>>({
    startDate: null,
    endDate: null,
  });
  const [left, setLeft] = useState({ startDate: false, endDate: false });
  const reversed =
    isIsoDate(value.startDate) && isIsoDate(value.endDate) && value.endDate < value.startDate;
  const unfinished = (key: Key) => typed[key] !== null && left[key];
  const edit = (key: Key) => (v: string) => {
    setLeft((l) => ({ ...l, [key]: false }));
    const whole = v === '' || isIsoDate(v);
    setTyped((t) => ({ ...t, [key]: whole ? null : v }));
    if (whole) onChange({ ...value, [key]: v });
    else if (value[key] !== '') onChange({ ...value, [key]: '' });
  };
  const field = (key: Key) => (
    <DateInput
      value={typed[key] ?? value[key]}
      onChange={edit(key)}
      onBlur={() => setLeft((l) => ({ ...l, [key]: true }))}
    />
  );
  return (
    <HStack gap="3" align="flex-start" wrap="wrap">
      <Field.Root maxW="44" required invalid={unfinished('startDate')}>
        <Field.Label>Fecha de inicio</Field.Label>
        {field('startDate')}
        {unfinished('startDate') && <Field.ErrorText>{DATE_INPUT_ERROR}</Field.ErrorText>}
      </Field.Root>
      <Field.Root maxW="44" required invalid={unfinished('endDate') || reversed}>
        <Field.Label>Fecha de término</Field.Label>
        {field('endDate')}
        {unfinished('endDate') ? (
          <Field.ErrorText>{DATE_INPUT_ERROR}</Field.ErrorText>
        ) : (
          reversed && (
            <Field.ErrorText>Debe ser igual o posterior a la fecha de inicio.</Field.ErrorText>
          )
        )}
      </Field.Root>
    </HStack>
  );
}

export const isValidDateRange = (r: DateRange) =>
  isIsoDate(r.startDate) && isIsoDate(r.endDate) && r.endDate >= r.startDate;
