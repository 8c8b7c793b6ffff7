import type { contract, EndpointBody } from '@academias/shared/contract';
import { personFields } from '@academias/shared/contract/students';
import type { CurrentUser } from '../../auth/current-user.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertPasswordPolicy } from '../../auth/password-policy.ts';
import type { Db, Tx } from '../../db/db-handle.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { revokeUserSessions } from '../auth/repository.ts';
import { insertPerson, setPaymentDay, updatePerson } from './person-writes-repository.ts';
import {
  canSeePerson,
  countGuardianCandidates,
  findPerson,
  hasMovements,
  personDetail,
  setGuardians,
} from './repository.ts';
import { deleteStudentKept } from './student-trash.ts';

type NewPerson = EndpointBody<typeof contract.createStudents>['data'];
type EditedPerson = EndpointBody<typeof contract.updateStudent>['data'];
type PaymentDayEdit = EndpointBody<typeof contract.editPaymentDate>;
/** Resolves once this process has dropped the callers whose access just changed. */
type CaughtUp = () => Promise<unknown>;

const NOT_FOUND = 'No se encontró el alumno.';

const mustFind = async (db: Db, id: number) => {
  const person = await findPerson(db, id);
  if (!person) throw notFound(NOT_FOUND);
  return person;
};

/** The hash of a new password, after checking it against the policy and the person's own data. */
const passwordHashOf = async (data: NewPerson, username: string) => {
  if (!data.password) return undefined;
  const owner = { username, rut: data.rut, names: [data.firstName, data.lastName] };
  assertPasswordPolicy(data.password, owner, 'data.password');
  return hashPassword(data.password);
};

/** The columns a person form sets (the username and password are decided by the caller). */
const personColumns = (data: NewPerson) => ({
  type: data.type,
  ...(Object.fromEntries(
    Object.keys(personFields).map((key) => [key, data[key as PersonField]]),
  ) as Pick<NewPerson, PersonField>),
});
type PersonField = keyof typeof personFields;

/**
 * A student's guardians become `guardianIds`: never the student themself, only existing people
 * (a student or guardian, not archived); a bad list is a 400 that rolls the transaction back.
 */
const replaceGuardians = async (tx: Tx, studentId: number, guardianIds: number[]) => {
  const unique = [...new Set(guardianIds)];
  if (unique.includes(studentId))
    throw badRequest(
      'El campo data.guardianIds no puede incluir a la misma persona.',
      'data.guardianIds',
    );
  if (unique.length && (await countGuardianCandidates(tx, unique)) !== unique.length)
    throw badRequest(
      'El campo data.guardianIds incluye una persona que no existe.',
      'data.guardianIds',
    );
  await setGuardians(tx, studentId, unique);
};

export const studentDetail = async (db: Db, user: CurrentUser, id: number) => {
  if (!(await canSeePerson(db, user, id))) throw notFound(NOT_FOUND);
  const detail = await personDetail(db, user, id);
  if (!detail) throw notFound(NOT_FOUND);
  return detail;
};

export const createStudent = async (db: Db, data: NewPerson) => {
  // Without a chosen username the RUT is the login name (unique by construction).
  const username = data.username ?? data.rut;
  const passwordHash = (await passwordHashOf(data, username)) ?? null;
  const id = await db.transaction(async (tx) => {
    const created = await insertPerson(tx, { ...personColumns(data), username, passwordHash });
    await replaceGuardians(tx, created, data.guardianIds);
    return created;
  });
  return mustFind(db, id);
};

export const updateStudent = async (db: Db, data: EditedPerson, caughtUp: CaughtUp) => {
  const current = await mustFind(db, data.id);
  const username = data.username ?? current.username;
  const passwordHash = await passwordHashOf(data, username);
  await db.transaction(async (tx) => {
    await updatePerson(tx, data.id, {
      ...personColumns(data),
      username,
      ...(passwordHash ? { passwordHash } : {}),
    });
    await replaceGuardians(tx, data.id, data.guardianIds);
  });
  if (passwordHash) await revokeUserSessions(db, data.id);
  // Wards or sessions may have changed: known to this process before answering.
  await caughtUp();
  return mustFind(db, data.id);
};

/** Deletes a person, kept for "Deshacer": archived when they have charges, else kept in the audit. */
export const deleteStudent = async (db: Db, userId: number, id: number, caughtUp: CaughtUp) => {
  await mustFind(db, id);
  const archived = await db.transaction(async (tx) =>
    deleteStudentKept(tx, userId, id, await hasMovements(tx, id)),
  );
  await revokeUserSessions(db, id);
  await caughtUp();
  return {
    ok: true as const,
    archived,
    message: archived
      ? 'El alumno tiene cobros registrados: quedó archivado.'
      : 'Alumno eliminado.',
  };
};

export const editPaymentDay = async (db: Db, body: PaymentDayEdit) => {
  await mustFind(db, body.user);
  const updated = await setPaymentDay(db, body.user, body.data.planId, body.data.paymentDay);
  if (body.data.planId && updated === 0)
    throw notFound('El alumno no tiene una inscripción vigente en ese plan.');
  return {
    ok: true as const,
    updated,
    message: 'Día de pago actualizado; rige desde el próximo cobro.',
  };
};
