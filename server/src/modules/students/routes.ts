import { contract } from '@academias/shared/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/password.ts';
import { assertPasswordPolicy } from '../../auth/password-policy.ts';
import { assertAcademy } from '../../auth/scope.ts';
import { writeAudit } from '../../db/audit.ts';
import { enrolments, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { revokeUserSessions } from '../auth/repository.ts';
import {
  canSeePerson,
  findPerson,
  hasMovements,
  listStudents,
  personDetail,
  setGuardians,
} from './repository.ts';

const NOT_FOUND = 'No se encontró el alumno.';

export const studentsModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.students, ({ db, user, query }) => listStudents(db, user, query));

  registerEndpoint(app, contract.studentsByAcademy, async ({ db, user, params, query }) => {
    assertAcademy(user, params.academyId);
    const plansOfAcademy = sql`, coalesce((select json_agg(json_build_object('planId', p.id, 'planName', p.name, 'status', e.status) order by p.name)
        from enrolments e join plans p on p.id = e.plan_id
        where e.student_id = u.id and p.academy_id = ${params.academyId}), '[]'::json) as plans`;
    type AcademyPlans = {
      plans: { planId: number; planName: string; status: 'activo' | 'suspendido' | 'finalizado' }[];
    };
    return listStudents<AcademyPlans>(
      db,
      user,
      { ...query, academyId: params.academyId },
      plansOfAcademy,
    );
  });

  registerEndpoint(app, contract.getStudentById, async ({ db, user, params }) => {
    if (!(await canSeePerson(db, user, params.id))) throw notFound(NOT_FOUND);
    const detail = await personDetail(db, user, params.id);
    if (!detail) throw notFound(NOT_FOUND);
    return detail;
  });

  registerEndpoint(app, contract.createStudents, async ({ db, body: { data } }) => {
    const owner = {
      username: data.username ?? data.rut,
      rut: data.rut,
      names: [data.firstName, data.lastName],
    };
    if (data.password) assertPasswordPolicy(data.password, owner, 'data.password');
    const passwordHash = data.password ? await hashPassword(data.password) : null;
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          type: data.type,
          rut: data.rut,
          // Without a chosen username the RUT is the login name (unique by construction).
          username: data.username ?? data.rut,
          passwordHash,
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: data.phone,
          address: data.address,
          birthDate: data.birthDate,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('insert sin fila');
      await setGuardians(tx, created.id, data.guardianIds);
      return created.id;
    });
    const person = await findPerson(db, id);
    if (!person) throw notFound(NOT_FOUND);
    return person;
  });

  registerEndpoint(app, contract.updateStudent, async ({ db, body: { data } }) => {
    const current = await findPerson(db, data.id);
    if (!current) throw notFound(NOT_FOUND);
    const owner = {
      username: data.username ?? current.username,
      rut: data.rut,
      names: [data.firstName, data.lastName],
    };
    if (data.password) assertPasswordPolicy(data.password, owner, 'data.password');
    const passwordHash = data.password ? await hashPassword(data.password) : undefined;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          type: data.type,
          rut: data.rut,
          username: data.username ?? current.username,
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: data.phone,
          address: data.address,
          birthDate: data.birthDate,
          updatedAt: new Date(),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, data.id));
      await setGuardians(tx, data.id, data.guardianIds);
    });
    if (passwordHash) await revokeUserSessions(db, data.id);
    // Wards or sessions may have changed: known to this process before answering.
    await app.callers.caughtUp();
    const person = await findPerson(db, data.id);
    if (!person) throw notFound(NOT_FOUND);
    return person;
  });

  registerEndpoint(app, contract.deleteStudents, async ({ db, body: { data }, user }) => {
    const person = await findPerson(db, data.id);
    if (!person) throw notFound(NOT_FOUND);
    const archived = await db.transaction(async (tx) => {
      if (await hasMovements(tx, data.id)) {
        // Charges or payments exist: keep the person (and everything paid), archived and unable to log in.
        await tx
          .update(users)
          .set({ archivedAt: new Date(), disabledAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, data.id));
        await tx
          .update(enrolments)
          .set({ status: 'finalizado', endDate: sql`current_date`, updatedAt: new Date() })
          .where(and(eq(enrolments.studentId, data.id), ne(enrolments.status, 'finalizado')));
        await writeAudit(tx, {
          userId: user.id,
          entity: 'student',
          entityId: data.id,
          action: 'archivar',
          before: person,
        });
        return true;
      }
      await tx.delete(enrolments).where(eq(enrolments.studentId, data.id));
      await tx.delete(users).where(eq(users.id, data.id));
      return false;
    });
    await revokeUserSessions(db, data.id);
    await app.callers.caughtUp();
    return {
      ok: true as const,
      archived,
      message: archived
        ? 'El alumno tiene cobros registrados: quedó archivado.'
        : 'Alumno eliminado.',
    };
  });

  registerEndpoint(app, contract.editPaymentDate, async ({ db, body }) => {
    if (!(await findPerson(db, body.user))) throw notFound(NOT_FOUND);
    const conditions = [eq(enrolments.studentId, body.user), ne(enrolments.status, 'finalizado')];
    if (body.data.planId) conditions.push(eq(enrolments.planId, body.data.planId));
    const updated = await db
      .update(enrolments)
      .set({ paymentDay: body.data.paymentDay, updatedAt: new Date() })
      .where(and(...conditions))
      .returning({ id: enrolments.id });
    if (body.data.planId && updated.length === 0)
      throw notFound('El alumno no tiene una inscripción vigente en ese plan.');
    return {
      ok: true as const,
      updated: updated.length,
      message: 'Día de pago actualizado; rige desde el próximo cobro.',
    };
  });
};
