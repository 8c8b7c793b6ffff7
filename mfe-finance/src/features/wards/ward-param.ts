import type { UserKind } from '@academias/shared/session';

/**
 * The ward chosen in the URL (`?alumno=<id>`) as the lists' `studentId`, for a family only (staff
 * lists ignore it). A value that is not an id is no choice; one that is not the family's own is
 * sent as is and the server answers 403, which the list shows.
 */
export const wardStudentId = (kind: UserKind, alumno: string): number | undefined =>
  kind === 'other' && /^\d{1,9}$/.test(alumno) && Number(alumno) > 0 ? Number(alumno) : undefined;
