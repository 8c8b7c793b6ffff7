import { formatPeriod } from '@academias/shared/format';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { seriesColors } from '../../../lib/chart-palette.ts';
import {
  chartMargin,
  gridProps,
  axisProps,
  clpAxisProps,
  clpTooltipProps,
  legendProps,
} from '../../../lib/chart-parts.ts';

interface Props {
  /** One point per month: `{ month, a<academyId>: revenue }`. */
  data: Record<string, number | string>[];
  academies: [number, string][];
}

/** AcademiesMonthChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function AcademiesMonthDrawing({ data, academies }: Props) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={chartMargin}>
        <CartesianGrid {...gridProps()} />
        <XAxis
          dataKey="month"
          tickFormatter={(m: string) => formatPeriod(m).slice(0, 3) + m.slice(2, 4)}
          {...axisProps}
        />
        <YAxis {...clpAxisProps} width={72} />
        <Tooltip {...clpTooltipProps} labelFormatter={(label) => formatPeriod(String(label))} />
        <Legend {...legendProps} />
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
      </BarChart>
    </ResponsiveContainer>
  );
}
