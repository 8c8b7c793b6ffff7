import type { MonthPoint } from '@academias/shared/contract/reports';
import { formatClp, formatPeriod } from '@academias/shared/format';
import { lazy } from 'react';
import { ChartFigure } from './chart-figure.tsx';

const RevenueDrawing = lazy(() => import('./revenue-drawing.tsx'));

/** Revenue and costs per month as bars, net as a line. */
export function RevenueChart({ title, points }: { title: string; points: MonthPoint[] }) {
  const best = points.reduce<MonthPoint | undefined>(
    (b, p) => (!b || p.revenue > b.revenue ? p : b),
    undefined,
  );
  const total = points.reduce((s, p) => s + p.revenue, 0);
  const summary =
    points.length === 0
      ? 'Sin datos.'
      : `Recaudación de ${formatPeriod(points[0]!.month)} a ${formatPeriod(points.at(-1)!.month)}: total ${formatClp(total)}; ` +
        `mes más alto ${formatPeriod(best!.month)} con ${formatClp(best!.revenue)}. Las cifras exactas están en la tabla siguiente.`;
  return (
    <ChartFigure title={title} summary={summary}>
      <RevenueDrawing points={points} />
    </ChartFigure>
  );
}
