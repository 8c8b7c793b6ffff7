import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColors } from '../../../lib/chart-palette.ts';
import { barsMargin, gridProps, axisProps, tooltipProps } from '../../../lib/chart-parts.ts';

/** StudentsByAcademyChart's drawing (recharts), loaded when the chart comes near the screen. */
export default function StudentsByAcademyDrawing({
  rows,
}: {
  rows: { academyName: string; students: number }[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={barsMargin}>
        <CartesianGrid {...gridProps(true)} />
        <XAxis type="number" allowDecimals={false} {...axisProps} />
        <YAxis type="category" dataKey="academyName" width={150} {...axisProps} />
        <Tooltip {...tooltipProps} />
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
