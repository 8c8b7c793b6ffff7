import type { TransbankFigures } from '@academias/shared/contract/reports';
import { formatDate, formatPeriod } from '@academias/shared/format';
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
import { chartColors } from '../../../lib/chart-palette.ts';
import {
  chartMargin,
  gridProps,
  axisProps,
  clpAxisProps,
  clpTooltipProps,
  legendProps,
} from '../../../lib/chart-parts.ts';

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
      <BarChart data={rows} margin={chartMargin}>
        <CartesianGrid {...gridProps()} />
        <XAxis
          dataKey="period"
          {...axisProps}
          tickFormatter={(p: string) =>
            by === 'day'
              ? `${p.slice(8)}-${p.slice(5, 7)}`
              : formatPeriod(p).slice(0, 3) + p.slice(2, 4)
          }
        />
        <YAxis {...clpAxisProps} width={72} />
        <Tooltip {...clpTooltipProps} labelFormatter={(l) => label(String(l))} />
        <Legend {...legendProps} />
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
