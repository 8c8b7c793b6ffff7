import type { contract, EndpointBody } from '@academias/shared/contract';
import { hashPassword } from '../../auth/password.ts';
import { assertPasswordPolicy } from '../../auth/password-policy.ts';
import type { CurrentUserCache } from '../../auth/current-user-cache.ts';
import type { Db } from '../../db/db-handle.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { revokeUserSessions } from '../auth/repository.ts';
import {
  findStaff,
  insertStaff,
  setTeacherAcademies,
  staffType,
  updateStaff,
} from './repository.ts';
import { archiveStaffKept } from './staff-trash.ts';

type NewStaff = EndpointBody<typeof contract.createTeacher>['data'];
type EditedStaff = EndpointBody<typeof contract.editTeacher>['data'];
/** The process's caller cache: access changes are heard before the call answers. */
type Callers = Pick<CurrentUserCache, 'caughtUp'>;

const NOT_FOUND = 'No se encontró el miembro del equipo.';

const mustFind = async (db: Db, id: number) => {
  const staff = await findStaff(db, id);
  if (!staff) throw notFound(NOT_FOUND);
  return staff;
};

const profileOf = (data: NewStaff | EditedStaff) => ({
  rut: data.rut,
  username: data.username,
  firstName: data.firstName,
  lastName: data.lastName,
  email: data.email,
  phone: data.phone,
  profileTypeId: data.profileTypeId ?? null,
});

const checkPassword = (data: NewStaff | EditedStaff, password: string) =>
  assertPasswordPolicy(
    password,
    { username: data.username, rut: data.rut, names: [data.firstName, data.lastName] },
    'data.password',
  );

export const createStaff = async (db: Db, data: NewStaff) => {
  if (data.type === 0 && data.academyIds.length)
    throw badRequest('Un administrador no se asigna a academias.', 'data.academyIds');
  checkPassword(data, data.password);
  const passwordHash = await hashPassword(data.password);
  const id = await db.transaction(async (tx) => {
    const created = await insertStaff(tx, { ...profileOf(data), type: data.type, passwordHash });
    await setTeacherAcademies(tx, created, data.academyIds);
    return created;
  });
  return mustFind(db, id);
};

export const editStaff = async (db: Db, callers: Callers, data: EditedStaff, callerId: number) => {
  const type = await staffType(db, data.id);
  if (type === undefined) throw notFound(NOT_FOUND);
  if (data.id === callerId && data.disabled)
    throw conflict('No puedes deshabilitar tu propia cuenta.', 'data.disabled');
  if (type === 0 && data.academyIds.length)
    throw badRequest('Un administrador no se asigna a academias.', 'data.academyIds');
  if (data.password) checkPassword(data, data.password);
  const passwordHash = data.password ? await hashPassword(data.password) : undefined;
  await db.transaction(async (tx) => {
    await updateStaff(tx, data.id, {
      ...profileOf(data),
      ...(passwordHash ? { passwordHash } : {}),
      ...(data.disabled === undefined ? {} : { disabledAt: data.disabled ? new Date() : null }),
    });
    if (type === 1) await setTeacherAcademies(tx, data.id, data.academyIds);
  });
  // A new password or a disabled account ends every open session.
  if (passwordHash || data.disabled) await revokeUserSessions(db, data.id);
  // Academies, role or sessions may have changed: known to this process before answering.
  await callers.caughtUp();
  return mustFind(db, data.id);
};

/** Takes a member off the team, kept for "Deshacer" (modules/restore). */
export const removeStaff = async (db: Db, callers: Callers, id: number, callerId: number) => {
  if (id === callerId) throw conflict('No puedes dar de baja tu propia cuenta.');
  if ((await staffType(db, id)) === undefined) throw notFound(NOT_FOUND);
  await db.transaction((tx) => archiveStaffKept(tx, callerId, id));
  await revokeUserSessions(db, id);
  await callers.caughtUp();
  return { ok: true as const, message: 'Miembro del equipo dado de baja.' };
};
