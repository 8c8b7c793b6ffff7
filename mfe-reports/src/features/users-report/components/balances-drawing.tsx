import type { UserReportRow } from '@academias/shared/contract/reports';
import { formatClp } from '@academias/shared/format';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  axisTick,
  chartColors,
  compactClp,
  gridStroke,
  tooltipItemStyle,
  tooltipStyle,
} from '../../../lib/chart-palette.ts';

/** BalancesChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function BalancesDrawing({ owing }: { owing: UserReportRow[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={owing} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={compactClp} tick={axisTick} stroke="currentColor" />
        <YAxis type="category" dataKey="name" width={150} tick={axisTick} stroke="currentColor" />
        <Tooltip
          formatter={(v) => formatClp(Number(v))}
          contentStyle={tooltipStyle}
          itemStyle={tooltipItemStyle}
          cursor={{ fill: 'var(--chakra-colors-bg-muted)' }}
        />
        <Bar
          isAnimationActive={false}
          dataKey="balance"
          name="Saldo"
          fill={chartColors.commission}
          radius={[0, 3, 3, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
