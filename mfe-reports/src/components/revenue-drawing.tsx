import type { MonthPoint } from '@academias/shared/contract/reports';
import { formatPeriod } from '@academias/shared/format';
import { chartColors } from '../lib/chart-palette.ts';
import { ClpTimeChart } from './clp-time-chart.tsx';

const shortMonth = (m: string) => formatPeriod(m).replace(/^(\w{3})\w*/, '$1');

/** RevenueChart's drawing, loaded when the chart comes near the screen. */
export default function RevenueDrawing({ points }: { points: MonthPoint[] }) {
  return (
    <ClpTimeChart
      data={points}
      timeKey="month"
      tick={shortMonth}
      label={formatPeriod}
      series={[
        { key: 'revenue', name: 'Recaudación', color: chartColors.revenue },
        { key: 'expenses', name: 'Gastos y costos fijos', color: chartColors.expenses },
        { key: 'net', name: 'Neto', color: chartColors.net, line: 'monotone' },
      ]}
    />
  );
}
