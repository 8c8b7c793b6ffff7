import { Card, Stat, Text } from '@academias/shared/ui';
import { formatClp, formatCount } from '@academias/shared/format';

interface KpiCardProps {
  label: string;
  /** CLP unless `count` is set. */
  value: number;
  count?: boolean;
  /** A line under the value (for example "12 pagos"). */
  help?: string;
  /** Compared with this previous value: shows the change in percent. */
  previous?: number;
  previousLabel?: string;
  tone?: 'danger';
}

const changeText = (value: number, previous: number) => {
  if (previous === 0) return value === 0 ? 'sin cambio' : 'sin base de comparación';
  const pct = ((value - previous) / previous) * 100;
  const rounded = Math.abs(pct).toLocaleString('es-CL', { maximumFractionDigits: 1 });
  return pct === 0 ? 'sin cambio' : `${pct > 0 ? 'sube' : 'baja'} ${rounded} %`;
};

/** One key figure, large, with its context in words (not only colour or arrows). */
export function KpiCard({
  label,
  value,
  count,
  help,
  previous,
  previousLabel,
  tone,
}: KpiCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText
            // red.700 / red.300 keep AA contrast on the light and dark card backgrounds.
            color={
              tone === 'danger' && value > 0 ? { base: 'red.700', _dark: 'red.300' } : undefined
            }
            data-testid={`kpi-${label}`}
          >
            {count ? formatCount(value) : formatClp(value)}
          </Stat.ValueText>
          {previous !== undefined && (
            <Stat.HelpText as="dd">
              {changeText(value, previous)} vs {previousLabel ?? 'período anterior'} (
              {formatClp(previous)})
            </Stat.HelpText>
          )}
        </Stat.Root>
        {help && (
          <Text textStyle="sm" color="fg.muted" mt="1">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
