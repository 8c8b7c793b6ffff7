import type { StatementLine } from '@academias/shared/contract/reports';
import { Line, LineChart } from 'recharts';
import { ClpTimeChart } from '../../../components/clp-time-chart.tsx';
import { chartColors } from '../../../lib/chart-palette.ts';
import { dayTick } from '../../../lib/chart-parts.ts';

/** The running balance of a statement (recharts), loaded when the chart comes near the screen. */
export default function StatementBalanceDrawing({ lines }: { lines: StatementLine[] }) {
  return (
    <ClpTimeChart
      chart={LineChart}
      data={lines}
      timeKey="date"
      tick={dayTick}
      tooltip={{ cursor: true }}
      legend={false}
    >
      <Line
        isAnimationActive={false}
        type="stepAfter"
        dataKey="balance"
        name="Saldo"
        stroke={chartColors.revenue}
        strokeWidth={2}
        dot={false}
      />
    </ClpTimeChart>
  );
}
