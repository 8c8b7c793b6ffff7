import type { StatementLine } from '@academias/shared/contract/reports';
import { formatDate } from '@academias/shared/format';
import { ClpTimeChart } from '../../../components/clp-time-chart.tsx';
import { chartColors } from '../../../lib/chart-palette.ts';
import { dayTick } from '../../../lib/chart-parts.ts';

/** The running balance of a statement, loaded when the chart comes near the screen. */
export default function StatementBalanceDrawing({ lines }: { lines: StatementLine[] }) {
  return (
    <ClpTimeChart
      data={lines}
      timeKey="date"
      tick={dayTick}
      label={formatDate}
      legend={false}
      series={[{ key: 'balance', name: 'Saldo', color: chartColors.revenue, line: 'step' }]}
    />
  );
}
