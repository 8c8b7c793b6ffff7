import type { TransbankFigures } from '@academias/shared/contract/reports';
import { formatDate, formatPeriod } from '@academias/shared/format';
import { ClpTimeChart } from '../../../components/clp-time-chart.tsx';
import { chartColors } from '../../../lib/chart-palette.ts';
import { dayTick, monthTick } from '../../../lib/chart-parts.ts';

/** TransbankChart's drawing, loaded when the chart comes near the screen. */
export default function TransbankDrawing({
  rows,
  by,
}: {
  rows: TransbankFigures[];
  by: 'day' | 'month';
}) {
  return (
    <ClpTimeChart
      data={rows}
      timeKey="period"
      tick={by === 'day' ? dayTick : monthTick}
      label={by === 'day' ? formatDate : formatPeriod}
      stacked
      series={[
        { key: 'net', name: 'Abono neto', color: chartColors.net },
        { key: 'commission', name: 'Comisión', color: chartColors.commission },
      ]}
    />
  );
}
