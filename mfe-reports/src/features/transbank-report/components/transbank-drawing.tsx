import type { TransbankFigures } from '@academias/shared/contract/reports';
import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  axisTick,
  chartColors,
  compactClp,
  gridStroke,
  tooltipItemStyle,
  tooltipStyle,
} from '../../../lib/chart-palette.ts';

/** TransbankChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function TransbankDrawing({
  rows,
  by,
}: {
  rows: TransbankFigures[];
  by: 'day' | 'month';
}) {
  const label = (p: string) => (by === 'day' ? formatDate(p) : formatPeriod(p));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="period"
          tick={axisTick}
          stroke="currentColor"
          tickFormatter={(p: string) =>
            by === 'day'
              ? `${p.slice(8)}-${p.slice(5, 7)}`
              : formatPeriod(p).slice(0, 3) + p.slice(2, 4)
          }
        />
        <YAxis tickFormatter={compactClp} tick={axisTick} stroke="currentColor" width={72} />
        <Tooltip
          formatter={(v) => formatClp(Number(v))}
          labelFormatter={(l) => label(String(l))}
          contentStyle={tooltipStyle}
          itemStyle={tooltipItemStyle}
          cursor={{ fill: 'var(--chakra-colors-bg-muted)' }}
        />
        <Legend wrapperStyle={{ color: 'var(--chakra-colors-fg)' }} />
        <Bar
          isAnimationActive={false}
          dataKey="net"
          name="Abono neto"
          stackId="tbk"
          fill={chartColors.net}
        />
        <Bar
          isAnimationActive={false}
          dataKey="commission"
          name="Comisión"
          stackId="tbk"
          fill={chartColors.commission}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
