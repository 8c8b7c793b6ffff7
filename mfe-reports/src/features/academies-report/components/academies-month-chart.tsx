import type { AcademyFigures } from '@academias/shared/contract/reports';
import { formatClp, formatPeriod } from '@academias/shared/format';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/chart-figure.tsx';
import { axisTick, compactClp, gridStroke, seriesColors, tooltipItemStyle, tooltipStyle } from '../../../lib/chart-palette.ts';

/** Revenue per month, one stacked colour per academy (named in the legend and the table). */
export function AcademiesMonthChart({ rows }: { rows: AcademyFigures[] }) {
  const academies = [...new Map(rows.filter((r) => r.academyId !== null).map((r) => [r.academyId!, r.academyName])).entries()];
  const months = [...new Set(rows.map((r) => r.month ?? ''))].sort();
  const data = months.map((month) => {
    const point: Record<string, number | string> = { month };
    for (const [id] of academies) point[`a${id}`] = rows.find((r) => r.month === month && r.academyId === id)?.revenue ?? 0;
    return point;
  });
  const totals = academies.map(([id, name]) => ({
    name,
    revenue: rows.filter((r) => r.academyId === id).reduce((s, r) => s + r.revenue, 0),
  }));
  const summary = `Recaudación por mes y academia entre ${formatPeriod(months[0] ?? '')} y ${formatPeriod(months.at(-1) ?? '')}: ${totals
    .map((t) => `${t.name} ${formatClp(t.revenue)}`)
    .join('; ')}.`;
  return (
    <ChartFigure title="Recaudación por mes y academia" summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={(m: string) => formatPeriod(m).slice(0, 3) + m.slice(2, 4)} tick={axisTick} stroke="currentColor" />
          <YAxis tickFormatter={compactClp} tick={axisTick} stroke="currentColor" width={72} />
          <Tooltip
            formatter={(value) => formatClp(Number(value))}
            labelFormatter={(label) => formatPeriod(String(label))}
            contentStyle={tooltipStyle} itemStyle={tooltipItemStyle}
            cursor={{ fill: 'var(--chakra-colors-bg-muted)' }}
          />
          <Legend wrapperStyle={{ color: 'var(--chakra-colors-fg)' }} />
          {academies.map(([id, name], i) => (
            <Bar isAnimationActive={false} key={id} dataKey={`a${id}`} name={name} stackId="revenue" fill={seriesColors[i % seriesColors.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
