import { contract } from '@academias/shared/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertAcademy } from '../../auth/scope.ts';
import { rows } from '../../db/client.ts';
import type { Tx } from '../../db/db-handle.ts';
import {
  academies,
  enrolments,
  planTypes,
  plans,
  serviceTypes,
  users,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { todayInChile } from '@academias/shared/domain';
import { firstChargeOf } from '../charges/first-charge.ts';
import {
  type EnrolmentRow,
  enrolmentColumns,
  findOpenEnrolment,
  findPlan,
  listPlanStudents,
  listPlans,
} from './repository.ts';

const NOT_FOUND = 'No se encontró el plan.';

/** Checks the references of a plan form and answers 400 naming the field. */
const checkPlanRefs = async (
  tx: Tx,
  data: { academyId: number; planTypeId: number; serviceTypeId: number },
) => {
  const [academy] = await tx
    .select({ id: academies.id })
    .from(academies)
    .where(and(eq(academies.id, data.academyId), isNull(academies.archivedAt)));
  if (!academy)
    throw badRequest('El campo data.academyId no corresponde a una academia.', 'data.academyId');
  const [type] = await tx
    .select({ id: planTypes.id })
    .from(planTypes)
    .where(eq(planTypes.id, data.planTypeId));
  if (!type)
    throw badRequest(
      'El campo data.planTypeId no corresponde a un tipo de plan.',
      'data.planTypeId',
    );
  const [service] = await tx
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(eq(serviceTypes.id, data.serviceTypeId));
  if (!service)
    throw badRequest(
      'El campo data.serviceTypeId no corresponde a un tipo de servicio.',
      'data.serviceTypeId',
    );
};

/** Enrols a student in a plan (both must exist and be active); 409 when already enrolled. */
const enrol = async (
  tx: Tx,
  studentId: number,
  planId: number,
  options: {
    paymentDay: number;
    startDate?: string | undefined;
    firstMonth?: 'actual' | 'siguiente';
  },
  field = 'data.studentId',
): Promise<EnrolmentRow> => {
  const [student] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentId), sql`${users.type} >= 2`, isNull(users.archivedAt)));
  if (!student) throw notFound('No se encontró el alumno.');
  const [plan] = await tx
    .select({ id: plans.id, academyId: plans.academyId })
    .from(plans)
    .where(and(eq(plans.id, planId), isNull(plans.archivedAt)));
  if (!plan) throw notFound(NOT_FOUND);
  if (await findOpenEnrolment(tx, studentId, planId))
    throw conflict('El alumno ya está inscrito en ese plan.', field);
  const startDate = options.startDate ?? todayInChile();
  const first = await firstChargeOf(tx, plan.academyId, startDate, options.firstMonth ?? 'actual');
  const [created] = await tx
    .insert(enrolments)
    .values({ studentId, planId, paymentDay: options.paymentDay, startDate, ...first })
    .returning({ id: enrolments.id });
  if (!created) throw new Error('insert sin fila');
  const [row] = await rows<EnrolmentRow>(
    tx,
    sql`select ${enrolmentColumns} from enrolments e where e.id = ${created.id}`,
  );
  if (!row) throw new Error('inscripción no encontrada');
  return row;
};

export const plansModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.plans, ({ db, user, query }) => listPlans(db, user, query));

  registerEndpoint(app, contract.studentsByPlan, async ({ db, user, query }) => {
    const plan = await findPlan(db, query.planId, true);
    if (!plan) throw notFound(NOT_FOUND);
    assertAcademy(user, plan.academyId, NOT_FOUND);
    return listPlanStudents(db, query);
  });

  registerEndpoint(app, contract.createPlan, async ({ db, body }) => {
    const id = await db.transaction(async (tx) => {
      await checkPlanRefs(tx, body.data);
      const [created] = await tx
        .insert(plans)
        .values({ ...body.data, isClaseEspecial: body.isClaseEspecial })
        .returning({ id: plans.id });
      if (!created) throw new Error('insert sin fila');
      return created.id;
    });
    const plan = await findPlan(db, id);
    if (!plan) throw notFound(NOT_FOUND);
    return plan;
  });

  registerEndpoint(app, contract.editPlan, async ({ db, body }) => {
    const current = await findPlan(db, body.data.id);
    if (!current) throw notFound(NOT_FOUND);
    const { id, ...fields } = body.data;
    if (fields.academyId !== current.academyId) {
      const [{ n } = { n: 0 }] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from enrolments where plan_id = ${id}`,
      );
      if (n > 0)
        throw conflict(
          'No se puede cambiar la academia de un plan con alumnos inscritos.',
          'data.academyId',
        );
    }
    await db.transaction(async (tx) => {
      await checkPlanRefs(tx, fields);
      await tx
        .update(plans)
        .set({
          ...fields,
          ...(body.isClaseEspecial === undefined ? {} : { isClaseEspecial: body.isClaseEspecial }),
        })
        .where(eq(plans.id, id));
    });
    const plan = await findPlan(db, id);
    if (!plan) throw notFound(NOT_FOUND);
    return plan;
  });

  registerEndpoint(app, contract.deletePlan, async ({ db, body }) => {
    const plan = await findPlan(db, body.ID);
    if (!plan) throw notFound(NOT_FOUND);
    const [usage] = await rows<{ open: number; enrolled: number; charges: number }>(
      db,
      sql`select (select count(*)::int from enrolments where plan_id = ${body.ID} and status = 'activo') as open,
                 (select count(*)::int from enrolments where plan_id = ${body.ID}) as enrolled,
                 (select count(*)::int from charges where plan_id = ${body.ID}) as charges`,
    );
    if ((usage?.open ?? 0) > 0) {
      throw conflict(
        `No se puede eliminar el plan: tiene ${usage?.open} alumno(s) activo(s). Finaliza sus inscripciones primero.`,
      );
    }
    if ((usage?.enrolled ?? 0) > 0 || (usage?.charges ?? 0) > 0) {
      // History (enrolments, charges, payments) points at it: archive so nothing paid is lost.
      await db.update(plans).set({ archivedAt: new Date() }).where(eq(plans.id, body.ID));
      return {
        ok: true as const,
        archived: true,
        message: 'El plan tiene historial: quedó archivado.',
      };
    }
    await db.delete(plans).where(eq(plans.id, body.ID));
    return { ok: true as const, archived: false, message: 'Plan eliminado.' };
  });

  registerEndpoint(app, contract.typePlan, ({ db }) =>
    db
      .select({ id: planTypes.id, name: planTypes.name, billingMonths: planTypes.billingMonths })
      .from(planTypes)
      .orderBy(asc(planTypes.id)),
  );

  registerEndpoint(app, contract.getTypeServices, ({ db }) =>
    db
      .select({ id: serviceTypes.id, name: serviceTypes.name })
      .from(serviceTypes)
      .orderBy(asc(serviceTypes.name)),
  );

  registerEndpoint(app, contract.saveUserByPlan, ({ db, body }) =>
    db.transaction((tx) => enrol(tx, body.data.studentId, body.plan_id, body.data)),
  );

  registerEndpoint(app, contract.savePlanByUser, async ({ db, body: { data } }) => {
    const planIds = [...new Set(data.planIds)];
    const existing = await db
      .select({ id: plans.id })
      .from(plans)
      .where(and(inArray(plans.id, planIds), isNull(plans.archivedAt)));
    if (existing.length !== planIds.length)
      throw badRequest('El campo data.planIds incluye un plan que no existe.', 'data.planIds');
    return db.transaction(async (tx) => {
      const created: EnrolmentRow[] = [];
      for (const planId of planIds)
        created.push(await enrol(tx, data.studentId, planId, data, 'data.planIds'));
      return created;
    });
  });

  registerEndpoint(app, contract.deletePlanByUser, async ({ db, body }) => {
    const enrolment = await findOpenEnrolment(db, body.id, body.planId);
    if (!enrolment) throw notFound('El alumno no tiene una inscripción vigente en ese plan.');
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from charges where enrolment_id = ${enrolment.id}`,
    );
    if (n > 0) {
      // Charges exist: keep the enrolment as history, finished today.
      await db
        .update(enrolments)
        .set({ status: 'finalizado', endDate: todayInChile(), updatedAt: new Date() })
        .where(eq(enrolments.id, enrolment.id));
      return { ok: true as const, message: 'Inscripción finalizada (tiene cobros registrados).' };
    }
    await db.delete(enrolments).where(eq(enrolments.id, enrolment.id));
    return { ok: true as const, message: 'Alumno quitado del plan.' };
  });

  registerEndpoint(app, contract.changeStatusPlanByStudent, async ({ db, body: { data } }) => {
    const enrolment = await findOpenEnrolment(db, data.studentId, data.planId);
    if (!enrolment) throw notFound('El alumno no tiene una inscripción vigente en ese plan.');
    await db
      .update(enrolments)
      .set({
        status: data.status,
        endDate: data.status === 'finalizado' ? todayInChile() : null,
        updatedAt: new Date(),
      })
      .where(eq(enrolments.id, enrolment.id));
    const [row] = await rows<EnrolmentRow>(
      db,
      sql`select ${enrolmentColumns} from enrolments e where e.id = ${enrolment.id}`,
    );
    if (!row) throw notFound('No se encontró la inscripción.');
    return row;
  });
};
