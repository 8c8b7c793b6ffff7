import type { StatementLine } from '@academias/shared/contract/reports';
import { formatClp } from '@academias/shared/format';
import {
  CartesianGrid,
  Line,
  LineChart,
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

/** The running balance of a statement (recharts), loaded when the chart comes near the screen. */
export default function StatementBalanceDrawing({ lines }: { lines: StatementLine[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={lines} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tick={axisTick}
          stroke="currentColor"
          tickFormatter={(d: string) => `${d.slice(8)}-${d.slice(5, 7)}`}
        />
        <YAxis tickFormatter={compactClp} tick={axisTick} stroke="currentColor" width={72} />
        <Tooltip
          formatter={(v) => formatClp(Number(v))}
          contentStyle={tooltipStyle}
          itemStyle={tooltipItemStyle}
        />
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
