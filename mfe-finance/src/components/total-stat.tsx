import { formatClp } from '@academias/shared/format';
import { Stat } from '@academias/shared/ui';
import type { ComponentProps } from 'react';

type TotalStatProps = ComponentProps<typeof Stat.Root> & { label: string; amount?: number };

/** A list's total in pesos, announced when it changes; a dash until the list has loaded. */
export const TotalStat = ({ label, amount, ...root }: TotalStatProps) => (
  <Stat.Root aria-live="polite" {...root}>
    <Stat.Label>{label}</Stat.Label>
    <Stat.ValueText>{amount === undefined ? '—' : formatClp(amount)}</Stat.ValueText>
  </Stat.Root>
);
