import { Field, HStack, MonthInput } from '@academias/shared/ui';

export interface MonthRange {
  from: string;
  to: string;
}

interface MonthRangeFieldsProps {
  value: MonthRange;
  onChange: (value: MonthRange) => void;
}

/** "Desde" and "Hasta" month pickers; a reversed range is flagged here before any request. */
export function MonthRangeFields({ value, onChange }: MonthRangeFieldsProps) {
  const reversed = value.from && value.to && value.to < value.from;
  return (
    <HStack gap="3" align="flex-start" wrap="wrap">
      <Field.Root maxW="64" required>
        <Field.Label>Desde (mes)</Field.Label>
        <MonthInput value={value.from} onChange={(from) => onChange({ ...value, from })} />
      </Field.Root>
      <Field.Root maxW="64" required invalid={Boolean(reversed)}>
        <Field.Label>Hasta (mes)</Field.Label>
        <MonthInput value={value.to} onChange={(to) => onChange({ ...value, to })} />
        {reversed && <Field.ErrorText>Debe ser igual o posterior al mes inicial.</Field.ErrorText>}
      </Field.Root>
    </HStack>
  );
}

export const isValidMonthRange = (r: MonthRange) =>
  /^\d{4}-\d{2}$/.test(r.from) && /^\d{4}-\d{2}$/.test(r.to) && r.to >= r.from;
