import type { MonthPoint } from '@academias/shared/contract/reports';
import { formatPeriod } from '@academias/shared/format';
import { Bar, ComposedChart, Line } from 'recharts';
import { chartColors } from '../lib/chart-palette.ts';
import { periodLabel } from '../lib/chart-parts.ts';
import { ClpTimeChart } from './clp-time-chart.tsx';

const shortMonth = (m: string) => formatPeriod(m).replace(/^(\w{3})\w*/, '$1');

/** RevenueChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function RevenueDrawing({ points }: { points: MonthPoint[] }) {
  return (
    <ClpTimeChart
      chart={ComposedChart}
      data={points}
      timeKey="month"
      tick={shortMonth}
      tooltip={periodLabel}
    >
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
    </ClpTimeChart>
  );
}
