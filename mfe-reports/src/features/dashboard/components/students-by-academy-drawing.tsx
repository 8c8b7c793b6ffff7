import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  axisTick,
  chartColors,
  gridStroke,
  tooltipItemStyle,
  tooltipStyle,
} from '../../../lib/chart-palette.ts';

/** StudentsByAcademyChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function StudentsByAcademyDrawing({
  rows,
}: {
  rows: { academyName: string; students: number }[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={axisTick} stroke="currentColor" />
        <YAxis
          type="category"
          dataKey="academyName"
          width={150}
          tick={axisTick}
          stroke="currentColor"
        />
        <Tooltip
          contentStyle={tooltipStyle}
          itemStyle={tooltipItemStyle}
          cursor={{ fill: 'var(--chakra-colors-bg-muted)' }}
        />
        <Bar
          isAnimationActive={false}
          dataKey="students"
          name="Alumnos activos"
          fill={chartColors.extra}
          radius={[0, 3, 3, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
