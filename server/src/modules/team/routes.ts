import { contract } from '@academias/shared/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/password.ts';
import { assertPasswordPolicy } from '../../auth/password-policy.ts';
import { profileTypes, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { revokeUserSessions } from '../auth/repository.ts';
import { findStaff, listStaff, setTeacherAcademies, staffType } from './repository.ts';

const NOT_FOUND = 'No se encontró el miembro del equipo.';

/** Equipo de Trabajo: teachers and administrators (admin only). */
export const teamModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.teachers, ({ db, query }) => listStaff(db, 1, query));
  registerEndpoint(app, contract.admin, ({ db, query }) => listStaff(db, 0, query));

  registerEndpoint(app, contract.createTeacher, async ({ db, body: { data } }) => {
    if (data.type === 0 && data.academyIds.length)
      throw badRequest('Un administrador no se asigna a academias.', 'data.academyIds');
    assertPasswordPolicy(
      data.password,
      { username: data.username, rut: data.rut, names: [data.firstName, data.lastName] },
      'data.password',
    );
    const passwordHash = await hashPassword(data.password);
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          type: data.type,
          rut: data.rut,
          username: data.username,
          passwordHash,
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: data.phone,
          profileTypeId: data.profileTypeId ?? null,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('insert sin fila');
      await setTeacherAcademies(tx, created.id, data.academyIds);
      return created.id;
    });
    const staff = await findStaff(db, id);
    if (!staff) throw notFound(NOT_FOUND);
    return staff;
  });

  registerEndpoint(app, contract.editTeacher, async ({ db, body: { data }, user }) => {
    const type = await staffType(db, data.id);
    if (type === undefined) throw notFound(NOT_FOUND);
    if (data.id === user.id && data.disabled)
      throw conflict('No puedes deshabilitar tu propia cuenta.', 'data.disabled');
    if (type === 0 && data.academyIds.length)
      throw badRequest('Un administrador no se asigna a academias.', 'data.academyIds');
    if (data.password) {
      assertPasswordPolicy(
        data.password,
        { username: data.username, rut: data.rut, names: [data.firstName, data.lastName] },
        'data.password',
      );
    }
    const passwordHash = data.password ? await hashPassword(data.password) : undefined;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          rut: data.rut,
          username: data.username,
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: data.phone,
          profileTypeId: data.profileTypeId ?? null,
          updatedAt: new Date(),
          ...(passwordHash ? { passwordHash } : {}),
          ...(data.disabled === undefined ? {} : { disabledAt: data.disabled ? new Date() : null }),
        })
        .where(eq(users.id, data.id));
      if (type === 1) await setTeacherAcademies(tx, data.id, data.academyIds);
    });
    // A new password or a disabled account ends every open session.
    if (passwordHash || data.disabled) await revokeUserSessions(db, data.id);
    // Academies, role or sessions may have changed: known to this process before answering.
    await app.callers.caughtUp();
    const staff = await findStaff(db, data.id);
    if (!staff) throw notFound(NOT_FOUND);
    return staff;
  });

  registerEndpoint(app, contract.deleteTeacher, async ({ db, body: { data }, user }) => {
    if (data.id === user.id) throw conflict('No puedes dar de baja tu propia cuenta.');
    if ((await staffType(db, data.id)) === undefined) throw notFound(NOT_FOUND);
    // Archived, not deleted: payments, percents and history keep pointing at the person.
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ archivedAt: new Date(), disabledAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, data.id));
      await setTeacherAcademies(tx, data.id, []);
    });
    await revokeUserSessions(db, data.id);
    await app.callers.caughtUp();
    return { ok: true as const, message: 'Miembro del equipo dado de baja.' };
  });

  registerEndpoint(app, contract.getTypeProfile, ({ db }) =>
    db
      .select({ id: profileTypes.id, name: profileTypes.name, userType: profileTypes.userType })
      .from(profileTypes)
      .orderBy(asc(profileTypes.id)),
  );
};
