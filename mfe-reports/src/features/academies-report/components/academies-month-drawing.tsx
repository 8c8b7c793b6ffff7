import { formatPeriod } from '@academias/shared/format';
import { ClpTimeChart } from '../../../components/clp-time-chart.tsx';
import { seriesColors } from '../../../lib/chart-palette.ts';
import { monthTick } from '../../../lib/chart-parts.ts';

interface Props {
  /** One point per month: `{ month, a<academyId>: revenue }`. */
  data: Record<string, number | string>[];
  academies: [number, string][];
}

/** AcademiesMonthChart's drawing, loaded when the chart comes near the screen. */
export default function AcademiesMonthDrawing({ data, academies }: Props) {
  return (
    <ClpTimeChart
      data={data}
      timeKey="month"
      tick={monthTick}
      label={formatPeriod}
      stacked
      series={academies.map(([id, name], i) => ({
        key: `a${id}`,
        name,
        color: seriesColors[i % seriesColors.length]!,
      }))}
    />
  );
}
