import type { PayoutLine, TeacherPayout } from '@academias/shared/contract/payouts';
import { formatPeriod, todayInChile } from '@academias/shared/domain';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/db-handle.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import { monthlyAcademyFigures, shareOf, teacherPercentIn } from '../reports/academy-figures.ts';
import { adjustmentsIn, findTeacher, monthClosing, teacherAcademyIds } from './repository.ts';

/**
 * A teacher's monthly statement (liquidación, docs/money.md "Teacher payouts"). The revenue base
 * and the percent in force come from the same figures as the academies report, so its amount per
 * academy is the teacher's share that report shows for the month; each line is rounded once,
 * half up, and the total is the sum of the lines.
 */
export const teacherPayout = async (
  db: Db,
  user: CurrentUser,
  input: { teacherId: number; month: string },
  today = todayInChile(),
): Promise<TeacherPayout> => {
  if (user.role === 'teacher' && user.id !== input.teacherId)
    throw forbidden('Solo puedes ver tu propia liquidación.');
  if (user.role !== 'admin' && user.role !== 'teacher') throw forbidden();
  if (input.month > today.slice(0, 7))
    throw badRequest(
      `El campo month no puede ser un mes futuro: ${formatPeriod(input.month)} aún no empieza.`,
      'month',
    );
  const teacher = await findTeacher(db, input.teacherId);
  if (!teacher) throw notFound('No se encontró el profesor.');

  const academyIds = await teacherAcademyIds(db, teacher.id, input.month);
  const range = { from: input.month, to: input.month };
  const [{ months, percents }, adjustments, closedAt] = await Promise.all([
    monthlyAcademyFigures(db, range, academyIds),
    adjustmentsIn(db, input.month, academyIds),
    monthClosing(db, input.month),
  ]);
  const lines: PayoutLine[] = months.flatMap((row) => {
    if (row.academyId === null) return [];
    const percent = teacherPercentIn(percents, row.academyId, teacher.id, input.month);
    return [
      {
        academyId: row.academyId,
        academyName: row.academyName,
        revenue: row.revenue,
        payments: row.payments,
        percent,
        amount: shareOf(row.revenue, percent),
      },
    ];
  });
  return {
    teacherId: teacher.id,
    teacherName: teacher.name,
    rut: teacher.rut,
    month: input.month,
    closed: closedAt !== null,
    closedAt,
    lines,
    adjustments,
    total: lines.reduce((sum, l) => sum + l.amount, 0),
  };
};
