import type { contract, EndpointBody } from '@academias/shared/contract';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertAcademy } from '../../auth/scope.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/db-handle.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import {
  academyDependants,
  academyExtras,
  countActiveTeachers,
  findAcademy,
  findAcademyTeacher,
  insertAcademy,
  insertFixedCost,
  removeAcademyTeacher,
  replaceAcademyTeachers,
  updateAcademy,
} from './repository.ts';
import { removeAcademy } from './academy-trash.ts';
import { deleteTeacherPercent, saveTeacherPercent } from './teacher-percents.ts';

type NewAcademy = EndpointBody<typeof contract.createAcademies>['data'];
type EditedAcademy = EndpointBody<typeof contract.editAcademies>['data'];
type TeacherEdit = EndpointBody<typeof contract.editAcademyByTeacher>['data'];
type NewFixedCost = EndpointBody<typeof contract.saveChargeByAcademy>;
type NewPercent = EndpointBody<typeof contract.savePercent>['data'];
/** Resolves once this process has dropped the callers whose access just changed. */
type CaughtUp = () => Promise<unknown>;

const NOT_FOUND = 'No se encontró la academia.';

/** Replaces an academy's teachers; every id must be an active teacher (type 1). */
const setAcademyTeachers = async (tx: Db | Tx, academyId: number, teacherIds: number[]) => {
  const unique = [...new Set(teacherIds)];
  if (unique.length && (await countActiveTeachers(tx, unique)) !== unique.length)
    throw badRequest(
      'El campo data.teacherIds incluye un profesor que no existe.',
      'data.teacherIds',
    );
  await replaceAcademyTeachers(tx, academyId, unique);
};

const mustFind = async (db: Db, id: number) => {
  const academy = await findAcademy(db, id);
  if (!academy) throw notFound(NOT_FOUND);
  return academy;
};

export const academyDetail = async (db: Db, user: CurrentUser, id: number) => {
  assertAcademy(user, id, NOT_FOUND);
  const academy = await mustFind(db, id);
  const extras = await academyExtras(db, id);
  // Teachers see their academy's own charges but not other teachers' shares.
  const own = <T extends { teacherId: number }>(list: T[]) =>
    user.role === 'admin' ? list : list.filter((p) => p.teacherId === user.id);
  return {
    ...academy,
    ...extras,
    percents: own(extras.percents),
    percentHistory: own(extras.percentHistory),
  };
};

const contactOf = (data: Omit<TeacherEdit, 'id'>) => ({
  description: data.description,
  address: data.address,
  phone: data.phone,
  email: data.email,
});

export const createAcademy = async (db: Db, data: NewAcademy) => {
  const id = await db.transaction(async (tx) => {
    const created = await insertAcademy(tx, { name: data.name, ...contactOf(data) });
    await setAcademyTeachers(tx, created, data.teacherIds);
    return created;
  });
  return mustFind(db, id);
};

export const editAcademy = async (db: Db, data: EditedAcademy, caughtUp: CaughtUp) => {
  await mustFind(db, data.id);
  await db.transaction(async (tx) => {
    await updateAcademy(tx, data.id, { name: data.name, ...contactOf(data) });
    await setAcademyTeachers(tx, data.id, data.teacherIds);
  });
  // A teacher taken off the academy loses it on their next request (CurrentUserCache.caughtUp).
  await caughtUp();
  return mustFind(db, data.id);
};

/** Takes a teacher off the academy (`teacherId`), or deletes the academy (archives it when it has history). */
export const deleteAcademy = async (
  db: Db,
  userId: number,
  id: number,
  teacherId: number | null | undefined,
  caughtUp: CaughtUp,
) => {
  await mustFind(db, id);
  if (teacherId) {
    if (!(await removeAcademyTeacher(db, id, teacherId)))
      throw notFound('Ese profesor no está asignado a la academia.');
    await caughtUp();
    return { ok: true as const, message: 'Profesor quitado de la academia.' };
  }
  const deps = await academyDependants(db, id);
  if (deps.students > 0 || deps.plans > 0) {
    throw conflict(
      `No se puede eliminar la academia: tiene ${deps.students} alumno(s) inscrito(s) y ${deps.plans} plan(es) vigente(s). Finaliza las inscripciones y elimina los planes primero.`,
    );
  }
  // Charges, payments, archived plans and expenses of its history stay: the academy is archived, not deleted.
  await db.transaction((tx) => removeAcademy(tx, userId, id, deps.charges > 0 || deps.history > 0));
  return { ok: true as const, message: 'Academia eliminada.' };
};

export const editAcademyByTeacher = async (db: Db, user: CurrentUser, data: TeacherEdit) => {
  assertAcademy(user, data.id, NOT_FOUND);
  await mustFind(db, data.id);
  await updateAcademy(db, data.id, contactOf(data));
  return mustFind(db, data.id);
};

export const createFixedCost = async (db: Db, userId: number, body: NewFixedCost) => {
  await mustFind(db, body.id);
  const created = await insertFixedCost(db, { academyId: body.id, ...body.academy });
  await writeAudit(db, {
    userId,
    entity: 'academy_charge',
    entityId: created.id,
    action: 'crear',
    after: created,
  });
  return { ...created, frequency: created.frequency as 'mensual' | 'unico' };
};

export const savePercent = async (db: Db, userId: number, data: NewPercent) => {
  await mustFind(db, data.academyId);
  const teacher = await findAcademyTeacher(db, data.academyId, data.teacherId);
  if (!teacher)
    throw badRequest(
      'El campo data.teacherId no corresponde a un profesor de la academia.',
      'data.teacherId',
    );
  const saved = await saveTeacherPercent(db, userId, data);
  return { ...saved, teacherName: `${teacher.name} ${teacher.lastName}`.trim() };
};

export const deletePercent = async (db: Db, userId: number, id: number) => {
  await deleteTeacherPercent(db, userId, id);
  return { ok: true as const, message: 'Porcentaje eliminado.' };
};
