import { formatCount } from '@academias/shared/format';
import { CategoryBars } from '../../../components/category-bars.tsx';
import { chartColors } from '../../../lib/chart-palette.ts';

/** StudentsByAcademyChart's drawing, loaded when the chart comes near the screen. */
export default function StudentsByAcademyDrawing({
  rows,
}: {
  rows: { academyName: string; students: number }[];
}) {
  return (
    <CategoryBars
      rows={rows.map((r) => ({ label: r.academyName, value: r.students }))}
      name="Alumnos activos"
      color={chartColors.extra}
      axis={formatCount}
      format={formatCount}
      whole
    />
  );
}
