import type { MonthPoint } from '@academias/shared/contract/reports';
import { formatPeriod } from '@academias/shared/format';
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
import { chartColors } from '../lib/chart-palette.ts';
import {
  chartMargin,
  axisProps,
  gridProps,
  clpAxisProps,
  clpTooltipProps,
  legendProps,
} from '../lib/chart-parts.ts';

const shortMonth = (m: string) => formatPeriod(m).replace(/^(\w{3})\w*/, '$1');

/** RevenueChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function RevenueDrawing({ points }: { points: MonthPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={chartMargin}>
        <CartesianGrid {...gridProps()} />
        <XAxis dataKey="month" tickFormatter={shortMonth} {...axisProps} />
        <YAxis {...clpAxisProps} width={72} />
        <Tooltip {...clpTooltipProps} labelFormatter={(label) => formatPeriod(String(label))} />
        <Legend {...legendProps} />
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
