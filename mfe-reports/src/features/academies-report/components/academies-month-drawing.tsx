import { Bar, BarChart } from 'recharts';
import { ClpTimeChart } from '../../../components/clp-time-chart.tsx';
import { seriesColors } from '../../../lib/chart-palette.ts';
import { monthTick, periodLabel } from '../../../lib/chart-parts.ts';

interface Props {
  /** One point per month: `{ month, a<academyId>: revenue }`. */
  data: Record<string, number | string>[];
  academies: [number, string][];
}

/** AcademiesMonthChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function AcademiesMonthDrawing({ data, academies }: Props) {
  return (
    <ClpTimeChart
      chart={BarChart}
      data={data}
      timeKey="month"
      tick={monthTick}
      tooltip={periodLabel}
    >
      {academies.map(([id, name], i) => (
        <Bar
          isAnimationActive={false}
          key={id}
          dataKey={`a${id}`}
          name={name}
          stackId="revenue"
          fill={seriesColors[i % seriesColors.length]}
        />
      ))}
    </ClpTimeChart>
  );
}
