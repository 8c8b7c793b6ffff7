import type { AcademyFigures } from '@academias/shared/contract/reports';
import { formatClp, formatPeriod } from '@academias/shared/format';
import { lazy } from 'react';
import { ChartFigure } from '../../../components/chart-figure.tsx';

const AcademiesMonthDrawing = lazy(() => import('./academies-month-drawing.tsx'));

/** Revenue per month, one stacked colour per academy (named in the legend and the table). */
export function AcademiesMonthChart({ rows }: { rows: AcademyFigures[] }) {
  const academies = [
    ...new Map(
      rows.filter((r) => r.academyId !== null).map((r) => [r.academyId!, r.academyName]),
    ).entries(),
  ];
  const months = [...new Set(rows.map((r) => r.month ?? ''))].sort();
  const data = months.map((month) => {
    const point: Record<string, number | string> = { month };
    for (const [id] of academies)
      point[`a${id}`] = rows.find((r) => r.month === month && r.academyId === id)?.revenue ?? 0;
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
      <AcademiesMonthDrawing data={data} academies={academies} />
    </ChartFigure>
  );
}
