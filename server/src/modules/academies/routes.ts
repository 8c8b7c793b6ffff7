import { contract } from '@academias/shared/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertAcademy } from '../../auth/scope.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/db-handle.ts';
import {
  academies,
  academyCharges,
  academyPercents,
  academyTeachers,
  users,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { academyDependants, academyExtras, findAcademy, listAcademies } from './repository.ts';
import { listBillingRules, saveBillingRule } from './billing-rules.ts';
import { deleteFixedCost, updateFixedCost } from './fixed-costs.ts';
import { deleteTeacherPercent, saveTeacherPercent } from './teacher-percents.ts';

const NOT_FOUND = 'No se encontró la academia.';

/** Replaces an academy's teachers; every id must be an active teacher (type 1). */
const setAcademyTeachers = async (tx: Db | Tx, academyId: number, teacherIds: number[]) => {
  const unique = [...new Set(teacherIds)];
  if (unique.length) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, unique), eq(users.type, 1), isNull(users.archivedAt)));
    if (found.length !== unique.length)
      throw badRequest(
        'El campo data.teacherIds incluye un profesor que no existe.',
        'data.teacherIds',
      );
  }
  await tx.delete(academyTeachers).where(eq(academyTeachers.academyId, academyId));
  if (unique.length)
    await tx.insert(academyTeachers).values(unique.map((teacherId) => ({ academyId, teacherId })));
};

const mustFind = async (db: Db, id: number) => {
  const academy = await findAcademy(db, id);
  if (!academy) throw notFound(NOT_FOUND);
  return academy;
};

export const academiesModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.academies, ({ db, user, query }) =>
    listAcademies(db, user, query),
  );

  registerEndpoint(app, contract.getAcademyById, async ({ db, user, params }) => {
    assertAcademy(user, params.id, NOT_FOUND);
    const academy = await mustFind(db, params.id);
    const extras = await academyExtras(db, params.id);
    // Teachers see their academy's own charges but not other teachers' shares.
    const own = <T extends { teacherId: number }>(list: T[]) =>
      user.role === 'admin' ? list : list.filter((p) => p.teacherId === user.id);
    return {
      ...academy,
      ...extras,
      percents: own(extras.percents),
      percentHistory: own(extras.percentHistory),
    };
  });

  registerEndpoint(app, contract.createAcademies, async ({ db, body: { data } }) => {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(academies)
        .values({
          name: data.name,
          description: data.description,
          address: data.address,
          phone: data.phone,
          email: data.email,
        })
        .returning({ id: academies.id });
      if (!created) throw new Error('insert sin fila');
      await setAcademyTeachers(tx, created.id, data.teacherIds);
      return created.id;
    });
    return mustFind(db, id);
  });

  registerEndpoint(app, contract.editAcademies, async ({ db, body: { data } }) => {
    await mustFind(db, data.id);
    await db.transaction(async (tx) => {
      await tx
        .update(academies)
        .set({
          name: data.name,
          description: data.description,
          address: data.address,
          phone: data.phone,
          email: data.email,
        })
        .where(eq(academies.id, data.id));
      await setAcademyTeachers(tx, data.id, data.teacherIds);
    });
    // A teacher taken off the academy loses it on their next request (CurrentUserCache.caughtUp).
    await app.callers.caughtUp();
    return mustFind(db, data.id);
  });

  registerEndpoint(app, contract.deleteAcademies, async ({ db, body }) => {
    await mustFind(db, body.ID);
    if (body.idteacher) {
      const removed = await db
        .delete(academyTeachers)
        .where(
          and(
            eq(academyTeachers.academyId, body.ID),
            eq(academyTeachers.teacherId, body.idteacher),
          ),
        )
        .returning();
      if (removed.length === 0) throw notFound('Ese profesor no está asignado a la academia.');
      await app.callers.caughtUp();
      return { ok: true as const, message: 'Profesor quitado de la academia.' };
    }
    const deps = await academyDependants(db, body.ID);
    if (deps.students > 0 || deps.plans > 0) {
      throw conflict(
        `No se puede eliminar la academia: tiene ${deps.students} alumno(s) inscrito(s) y ${deps.plans} plan(es) vigente(s). Finaliza las inscripciones y elimina los planes primero.`,
      );
    }
    await db.transaction(async (tx) => {
      await tx.delete(academyTeachers).where(eq(academyTeachers.academyId, body.ID));
      if (deps.charges > 0 || deps.history > 0) {
        // Charges, payments, archived plans and expenses of its history stay: the academy is archived, not deleted.
        await tx.update(academies).set({ archivedAt: new Date() }).where(eq(academies.id, body.ID));
      } else {
        await tx.delete(academyCharges).where(eq(academyCharges.academyId, body.ID));
        await tx.delete(academyPercents).where(eq(academyPercents.academyId, body.ID));
        await tx.delete(academies).where(eq(academies.id, body.ID));
      }
    });
    return { ok: true as const, message: 'Academia eliminada.' };
  });

  registerEndpoint(app, contract.editAcademyByTeacher, async ({ db, user, body: { data } }) => {
    assertAcademy(user, data.id, NOT_FOUND);
    await mustFind(db, data.id);
    await db
      .update(academies)
      .set({
        description: data.description,
        address: data.address,
        phone: data.phone,
        email: data.email,
      })
      .where(eq(academies.id, data.id));
    return mustFind(db, data.id);
  });

  registerEndpoint(app, contract.saveChargeByAcademy, async ({ db, user, body }) => {
    await mustFind(db, body.id);
    const [created] = await db
      .insert(academyCharges)
      .values({ academyId: body.id, ...body.academy })
      .returning();
    if (!created) throw new Error('insert sin fila');
    await writeAudit(db, {
      userId: user.id,
      entity: 'academy_charge',
      entityId: created.id,
      action: 'crear',
      after: created,
    });
    return { ...created, frequency: created.frequency as 'mensual' | 'unico' };
  });

  // Changing or deleting a fixed cost never changes a past month (fixed-costs.ts).
  registerEndpoint(app, contract.updateChargeByAcademy, ({ db, user, body: { data } }) =>
    updateFixedCost(db, user.id, data),
  );

  registerEndpoint(app, contract.deleteChargeByAcademy, ({ db, user, body: { data } }) =>
    deleteFixedCost(db, user.id, data.id),
  );

  registerEndpoint(app, contract.getAcademyBillingRules, ({ db }) => listBillingRules(db));
  registerEndpoint(app, contract.saveAcademyBillingRule, ({ db, user, body: { data } }) =>
    saveBillingRule(db, user.id, data),
  );

  registerEndpoint(app, contract.savePercent, async ({ db, user, body: { data } }) => {
    await mustFind(db, data.academyId);
    const [teacher] = await db
      .select({ name: users.firstName, lastName: users.lastName })
      .from(academyTeachers)
      .innerJoin(users, eq(users.id, academyTeachers.teacherId))
      .where(
        and(
          eq(academyTeachers.academyId, data.academyId),
          eq(academyTeachers.teacherId, data.teacherId),
        ),
      );
    if (!teacher)
      throw badRequest(
        'El campo data.teacherId no corresponde a un profesor de la academia.',
        'data.teacherId',
      );
    const saved = await saveTeacherPercent(db, user.id, data);
    return { ...saved, teacherName: `${teacher.name} ${teacher.lastName}`.trim() };
  });

  registerEndpoint(app, contract.deletePercent, async ({ db, user, body: { data } }) => {
    await deleteTeacherPercent(db, user.id, data.id);
    return { ok: true as const, message: 'Porcentaje eliminado.' };
  });
};
