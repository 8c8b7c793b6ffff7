import type { MonthPoint } from '@academias/shared/contract/reports';
import { formatClp, formatPeriod } from '@academias/shared/format';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
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
} from '../lib/chart-palette.ts';

const shortMonth = (m: string) => formatPeriod(m).replace(/^(\w{3})\w*/, '$1');

/** RevenueChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function RevenueDrawing({ points }: { points: MonthPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tickFormatter={shortMonth} tick={axisTick} stroke="currentColor" />
        <YAxis tickFormatter={compactClp} tick={axisTick} stroke="currentColor" width={72} />
        <Tooltip
          formatter={(value) => formatClp(Number(value))}
          labelFormatter={(label) => formatPeriod(String(label))}
          contentStyle={tooltipStyle}
          itemStyle={tooltipItemStyle}
          cursor={{ fill: 'var(--chakra-colors-bg-muted)' }}
        />
        <Legend wrapperStyle={{ color: 'var(--chakra-colors-fg)' }} />
        <Bar
          isAnimationActive={false}
          dataKey="revenue"
          name="Recaudación"
          fill={chartColors.revenue}
          radius={[3, 3, 0, 0]}
        />
        <Bar
          isAnimationActive={false}
          dataKey="expenses"
          name="Gastos y costos fijos"
          fill={chartColors.expenses}
          radius={[3, 3, 0, 0]}
        />
        <Line
          isAnimationActive={false}
          dataKey="net"
          name="Neto"
          stroke={chartColors.net}
          strokeWidth={2}
          dot={{ r: 3 }}
          type="monotone"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
