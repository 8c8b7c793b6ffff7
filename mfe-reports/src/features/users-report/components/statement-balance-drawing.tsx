import type { StatementLine } from '@academias/shared/contract/reports';
import {
  CartesianGrid,
  Line,
  LineChart,
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
} from '../../../lib/chart-parts.ts';

/** The running balance of a statement (recharts), loaded when the chart comes near the screen. */
export default function StatementBalanceDrawing({ lines }: { lines: StatementLine[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={lines} margin={chartMargin}>
        <CartesianGrid {...gridProps()} />
        <XAxis
          dataKey="date"
          {...axisProps}
          tickFormatter={(d: string) => `${d.slice(8)}-${d.slice(5, 7)}`}
        />
        <YAxis {...clpAxisProps} width={72} />
        <Tooltip {...clpTooltipProps} cursor />
        <Line
          isAnimationActive={false}
          type="stepAfter"
          dataKey="balance"
          name="Saldo"
          stroke={chartColors.revenue}
          strokeWidth={2}
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
