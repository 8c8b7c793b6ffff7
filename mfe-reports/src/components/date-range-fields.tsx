import { Field, HStack, Input } from '@academias/shared/ui';

export interface DateRange {
  startDate: string;
  endDate: string;
}

interface DateRangeFieldsProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
}

/** Start and end date pickers (end inclusive); a reversed range is flagged before any request. */
export function DateRangeFields({ value, onChange }: DateRangeFieldsProps) {
  const reversed = value.startDate && value.endDate && value.endDate < value.startDate;
  return (
    <HStack gap="3" align="flex-start" wrap="wrap">
      <Field.Root maxW="44" required>
        <Field.Label>Fecha de inicio</Field.Label>
        <Input type="date" value={value.startDate} onChange={(e) => onChange({ ...value, startDate: e.target.value })} />
      </Field.Root>
      <Field.Root maxW="44" required invalid={Boolean(reversed)}>
        <Field.Label>Fecha de término</Field.Label>
        <Input type="date" value={value.endDate} onChange={(e) => onChange({ ...value, endDate: e.target.value })} />
        {reversed && <Field.ErrorText>Debe ser igual o posterior a la fecha de inicio.</Field.ErrorText>}
      </Field.Root>
    </HStack>
  );
}

export const isValidDateRange = (r: DateRange) =>
  /^\d{4}-\d{2}-\d{2}$/.test(r.startDate) && /^\d{4}-\d{2}-\d{2}$/.test(r.endDate) && r.endDate >= r.startDate;
