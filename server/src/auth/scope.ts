import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inList } from '../db/db-handle.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import type { CurrentUser } from './current-user.ts';

/**
 * Row-level scope per role (docs/design.md §11): admin sees everything, a teacher the rows of
 * their academies, a student/guardian their own rows and their wards'. Handlers add these
 * conditions to their queries; a row outside the scope is answered as not found, never shown.
 */

/** Academies the user may see, or null for all (admin). */
export const academyScope = (user: CurrentUser): number[] | null =>
  user.role === 'admin' ? null : user.academyIds;

export const canSeeAcademy = (user: CurrentUser, academyId: number): boolean =>
  user.role === 'admin' || (user.role === 'teacher' && user.academyIds.includes(academyId));

/** Throws 404 unless the user may see the academy. */
export const assertAcademy = (
  user: CurrentUser,
  academyId: number,
  message = 'No se encontró la academia.',
): void => {
  if (!canSeeAcademy(user, academyId)) throw notFound(message);
};

/** Condition on a row's academy column (charges.academy_id, plans.academy_id...). */
export const academyCondition = (
  user: CurrentUser,
  academyColumn: AnyPgColumn | SQL,
): SQL | undefined => {
  if (user.role === 'admin') return undefined;
  if (user.role === 'teacher') return inList(academyColumn, user.academyIds);
  return sql`false`;
};

/** Condition on a row's student column, for rows that belong to a person (charges, enrolments). */
export const studentRowCondition = (
  user: CurrentUser,
  studentColumn: AnyPgColumn | SQL,
  academyColumn: AnyPgColumn | SQL,
): SQL | undefined => {
  if (user.role === 'admin') return undefined;
  if (user.role === 'teacher') return inList(academyColumn, user.academyIds);
  return inList(studentColumn, user.studentIds);
};

/**
 * Condition on a users.id column: which people the user may see. A teacher sees the students
 * enrolled (any status) in a plan of one of their academies; others see themselves and wards.
 */
export const personCondition = (
  user: CurrentUser,
  userIdColumn: AnyPgColumn | SQL,
): SQL | undefined => {
  if (user.role === 'admin') return undefined;
  if (user.role === 'teacher') {
    if (user.academyIds.length === 0) return sql`false`;
    return sql`exists (select 1 from enrolments e join plans p on p.id = e.plan_id
      where e.student_id = ${userIdColumn} and ${inList(sql`p.academy_id`, user.academyIds)})`;
  }
  return inList(userIdColumn, user.studentIds);
};

/**
 * A student/guardian filtering a list by person (`studentId`, `userId`: a ward selector) may name
 * only themselves or a ward: anyone else is a 403 in Spanish, never an empty page that would
 * confirm the person exists. Staff filters are already bounded by the row conditions above.
 */
export const assertOwnPeople = (user: CurrentUser, ...ids: (number | undefined)[]): void => {
  if (user.role !== 'other') return;
  if (ids.some((id) => id !== undefined && !user.studentIds.includes(id)))
    throw forbidden(
      'Ese alumno no está a tu cargo: solo puedes ver tus datos y los de tus pupilos.',
    );
};
