import { lazy } from 'react';
import { ChartFigure } from '../../../components/chart-figure.tsx';

const StudentsByAcademyDrawing = lazy(() => import('./students-by-academy-drawing.tsx'));

interface Row {
  academyId: number;
  academyName: string;
  students: number;
}

export function StudentsByAcademyChart({ rows }: { rows: Row[] }) {
  const summary =
    rows.length === 0
      ? 'No hay alumnos activos.'
      : `Alumnos activos por academia: ${rows.map((r) => `${r.academyName} ${r.students}`).join('; ')}.`;
  return (
    <ChartFigure
      title="Alumnos activos por academia"
      summary={summary}
      height={Math.max(160, rows.length * 40 + 40)}
    >
      <StudentsByAcademyDrawing rows={rows} />
    </ChartFigure>
  );
}
