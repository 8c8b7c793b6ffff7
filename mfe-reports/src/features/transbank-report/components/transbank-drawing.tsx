import type { TransbankFigures } from '@academias/shared/contract/reports';
import { formatDate, formatPeriod } from '@academias/shared/format';
import { Bar, BarChart } from 'recharts';
import { ClpTimeChart } from '../../../components/clp-time-chart.tsx';
import { chartColors } from '../../../lib/chart-palette.ts';
import { dayTick, monthTick } from '../../../lib/chart-parts.ts';

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
    <ClpTimeChart
      chart={BarChart}
      data={rows}
      timeKey="period"
      tick={by === 'day' ? dayTick : monthTick}
      tooltip={{ labelFormatter: (l) => label(String(l)) }}
    >
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
    </ClpTimeChart>
  );
}
