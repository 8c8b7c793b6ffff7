import type { UserReportRow } from '@academias/shared/contract/reports';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColors } from '../../../lib/chart-palette.ts';
import {
  barsMargin,
  gridProps,
  axisProps,
  clpAxisProps,
  clpTooltipProps,
} from '../../../lib/chart-parts.ts';

/** BalancesChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function BalancesDrawing({ owing }: { owing: UserReportRow[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={owing} layout="vertical" margin={barsMargin}>
        <CartesianGrid {...gridProps(true)} />
        <XAxis type="number" {...clpAxisProps} />
        <YAxis type="category" dataKey="name" width={150} {...axisProps} />
        <Tooltip {...clpTooltipProps} />
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
