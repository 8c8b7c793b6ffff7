import { HStack, NativeSelect, useFieldContext } from '@chakra-ui/react';
import { monthNames, todayInChile } from '@academias/shared/format';
import { useId } from 'react';

interface MonthInputProps {
  /** `yyyy-mm`, or '' (no month). */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest month offered, `yyyy-mm`. */
  min?: string | undefined;
  max?: string | undefined;
  /** Offers "no month" (''), e.g. a filter that may be left empty. */
  allowEmpty?: boolean;
  disabled?: boolean;
  /** The month select's id; inside a FormField its label already points at it. */
  id?: string;
  /** The group's name when there is no FormField label. */
  'aria-label'?: string;
}

const monthShape = /^(\d{4})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A month as two selects, Spanish month names and the year, instead of `<input type="month">`,
 * which follows the browser's language. Choosing one part while the other is empty fills it in
 * (the current year, or January), so the value is always a whole month or ''.
 */
export const MonthInput = ({
  value,
  onChange,
  min,
  max,
  allowEmpty,
  disabled,
  id,
  'aria-label': ariaLabel,
}: MonthInputProps) => {
  const field = useFieldContext();
  const ownId = useId();
  const monthId = id ?? field?.ids.control ?? ownId;
  const match = monthShape.exec(value);
  const year = match ? Number(match[1]) : null;
  const month = match ? match[2]! : '';
  const thisYear = Number(todayInChile().slice(0, 4));
  const minYear = min ? Number(min.slice(0, 4)) : Math.min(thisYear - 10, year ?? thisYear);
  const maxYear = max ? Number(max.slice(0, 4)) : Math.max(thisYear + 2, year ?? thisYear);
  const years: number[] = [];
  for (let y = Math.min(minYear, year ?? minYear); y <= Math.max(maxYear, year ?? maxYear); y++)
    years.push(y);
  const clamp = (v: string) => (min && v < min ? min : max && v > max ? max : v);
  const defaultYear = Math.min(Math.max(thisYear, minYear), maxYear);
  const empty = allowEmpty || !match;

  return (
    <HStack
      role="group"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : field?.ids.label}
      gap="2"
      width="full"
    >
      <NativeSelect.Root disabled={disabled} flex="3">
        <NativeSelect.Field
          id={monthId}
          aria-label="Mes"
          value={month}
          onChange={(e) =>
            onChange(e.target.value ? clamp(`${year ?? defaultYear}-${e.target.value}`) : '')
          }
        >
          {empty && <option value="">Mes</option>}
          {monthNames.map((name, i) => {
            const m = pad(i + 1);
            const candidate = `${year ?? defaultYear}-${m}`;
            const outside = (!!min && candidate < min) || (!!max && candidate > max);
            return (
              <option key={m} value={m} disabled={outside}>
                {name}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root disabled={disabled} flex="2">
        <NativeSelect.Field
          id={`${monthId}-year`}
          aria-label="Año"
          value={year === null ? '' : String(year)}
          onChange={(e) =>
            onChange(e.target.value ? clamp(`${e.target.value}-${month || '01'}`) : '')
          }
        >
          {empty && <option value="">Año</option>}
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
};
