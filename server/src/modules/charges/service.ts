import type { Charge } from '@academias/shared/contract/charges';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/db-handle.ts';
import { notFound } from '../../http/http-error.ts';
import { chargesOfEnrolment, personVisible } from './repository.ts';

/**
 * A student's charges of one plan. Someone outside the caller's scope is "not found", not an
 * empty list that confirms they exist.
 */
export const chargesOfStudentPlan = async (
  db: Db,
  user: CurrentUser,
  studentId: number,
  planId: number,
): Promise<Charge[]> => {
  if (!(await personVisible(db, user, studentId))) throw notFound('No se encontró el alumno.');
  return chargesOfEnrolment(db, user, studentId, planId);
};
