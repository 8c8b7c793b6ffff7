import type {
  AcademiesReport,
  AcademyDetail,
  ReportDateRange,
  ReportMonthRange,
  UserStatement,
} from '@academias/shared/contract/reports';
import { sql } from 'drizzle-orm';
import { academyScope, assertAcademy } from '../../auth/scope.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { notFound } from '../../http/http-error.ts';
import { academyPlanRevenue, academySummary } from './academy-detail-queries.ts';
import {
  monthlyAcademyFigures,
  perAcademyTotals,
  teacherShares,
  totalsOf,
} from './academy-figures.ts';
import { localToday } from './report-dates.ts';
import { inIds } from './report-sql.ts';
import { userStatement } from './user-statement.ts';

/**
 * Report logic per call with its permission checks, shared by the JSON routes and the PDF
 * (generatePDF/?report=), so a PDF never shows more than the screen would.
 */

/** Per academy over the range (one row each, `month` null). */
export const academiesReport = async (
  db: Db,
  user: CurrentUser,
  range: ReportMonthRange,
): Promise<AcademiesReport> => {
  const { months } = await monthlyAcademyFigures(db, range, academyScope(user));
  const rowsOut = perAcademyTotals(months);
  return { ...range, rows: rowsOut, totals: totalsOf(rowsOut) };
};

/** Per academy and month over the range: the series behind the charts. */
export const academiesMonthlyReport = async (
  db: Db,
  user: CurrentUser,
  range: ReportMonthRange,
): Promise<AcademiesReport> => {
  const { months } = await monthlyAcademyFigures(db, range, academyScope(user));
  return { ...range, rows: months, totals: totalsOf(months) };
};

export const academyDetail = async (
  db: Db,
  user: CurrentUser,
  academyId: number,
  range: ReportMonthRange,
  now?: Date,
): Promise<AcademyDetail> => {
  assertAcademy(user, academyId);
  const [academy] = await selectRows<{ id: number; name: string }>(
    db,
    sql`select id, name from academies where id = ${academyId}`,
  );
  if (!academy) throw notFound('No se encontró la academia.');
  const [{ months, percents }, plans, summary] = await Promise.all([
    monthlyAcademyFigures(db, range, [academyId]),
    academyPlanRevenue(db, academyId, range),
    academySummary(db, academyId, localToday(now)),
  ]);
  const totals = totalsOf(months);
  return {
    academyId,
    academyName: academy.name,
    ...range,
    months,
    totals,
    teachers: teacherShares(percents, academyId, months, range.to),
    plans,
    ...summary,
  };
};

interface Person {
  id: number;
  name: string;
  rut: string | null;
  type: number;
}

/**
 * The statement of person `id` as `user` may see it: admin any person (a guardian with their
 * wards); a teacher a student of their academies, only those academies' lines; others only
 * themselves or their wards. Anything else is "not found", so ids reveal nothing.
 */
export const statementFor = async (
  db: Db,
  user: CurrentUser,
  id: number,
  range: ReportDateRange,
): Promise<UserStatement> => {
  const missing = () => notFound('No se encontró la persona.');
  if (user.role === 'other' && !user.studentIds.includes(id)) throw missing();
  const [person] = await selectRows<Person>(
    db,
    sql`select id, trim(first_name || ' ' || last_name) as name, rut, type from users where id = ${id}`,
  );
  if (!person) throw missing();
  if (user.role === 'teacher') {
    const [row] = await selectRows<{ ok: boolean }>(
      db,
      sql`select exists (
          select 1 from enrolments e join plans p on p.id = e.plan_id
          where e.student_id = ${id} and ${inIds(sql`p.academy_id`, user.academyIds)}
        ) or exists (
          select 1 from charges c where c.student_id = ${id} and ${inIds(sql`c.academy_id`, user.academyIds)}
        ) as ok`,
    );
    if (!row?.ok) throw missing();
  }
  // A guardian's statement covers their wards; a ward's covers only the ward.
  const wards =
    person.type === 3
      ? (
          await selectRows<{ id: number }>(
            db,
            sql`select student_id as id from guardians where guardian_id = ${id}`,
          )
        ).map((w) => w.id)
      : [];
  return userStatement(db, {
    user: { id: person.id, name: person.name, rut: person.rut },
    studentIds: [person.id, ...wards],
    // Students and guardians see every academy of their own charges.
    academyIds: user.role === 'teacher' ? user.academyIds : null,
    ...range,
  });
};
