import { formatClp, formatPeriod } from '@academias/shared/format';
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
import {
  axisTick,
  compactClp,
  gridStroke,
  seriesColors,
  tooltipItemStyle,
  tooltipStyle,
} from '../../../lib/chart-palette.ts';

interface Props {
  /** One point per month: `{ month, a<academyId>: revenue }`. */
  data: Record<string, number | string>[];
  academies: [number, string][];
}

/** AcademiesMonthChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function AcademiesMonthDrawing({ data, academies }: Props) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="month"
          tickFormatter={(m: string) => formatPeriod(m).slice(0, 3) + m.slice(2, 4)}
          tick={axisTick}
          stroke="currentColor"
        />
        <YAxis tickFormatter={compactClp} tick={axisTick} stroke="currentColor" width={72} />
        <Tooltip
          formatter={(value) => formatClp(Number(value))}
          labelFormatter={(label) => formatPeriod(String(label))}
          contentStyle={tooltipStyle}
          itemStyle={tooltipItemStyle}
          cursor={{ fill: 'var(--chakra-colors-bg-muted)' }}
        />
        <Legend wrapperStyle={{ color: 'var(--chakra-colors-fg)' }} />
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
