import type { contract, EndpointBody, EndpointQuery } from '@academias/shared/contract';
import type { Plan } from '@academias/shared/contract/plans';
import { todayInChile } from '@academias/shared/domain';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertAcademy } from '../../auth/scope.ts';
import type { Db, Tx } from '../../db/db-handle.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { firstChargeOf } from '../charges/first-charge.ts';
import {
  activeStudentExists,
  countEnrolmentCharges,
  deleteEnrolment,
  type EnrolmentRow,
  findEnrolment,
  findOpenEnrolment,
  insertEnrolment,
  updateEnrolment,
} from './enrolment-repository.ts';
import {
  activeAcademyExists,
  activePlanIds,
  countPlanEnrolments,
  findActivePlanAcademy,
  findPlan,
  insertPlan,
  listPlanStudents,
  planTypeExists,
  planUsage,
  serviceTypeExists,
  updatePlan,
} from './repository.ts';
import { deletePlanKept } from './plan-trash.ts';

type NewPlan = EndpointBody<typeof contract.createPlan>;
type EditedPlan = EndpointBody<typeof contract.editPlan>;
type EnrolOptions = EndpointBody<typeof contract.saveUserByPlan>['data'];
type NewEnrolments = EndpointBody<typeof contract.savePlanByUser>['data'];
type EnrolmentStatus = EndpointBody<typeof contract.changeStatusPlanByStudent>['data'];

const NOT_FOUND = 'No se encontró el plan.';
const NO_OPEN_ENROLMENT = 'El alumno no tiene una inscripción vigente en ese plan.';

const mustFind = async (db: Db, id: number): Promise<Plan> => {
  const plan = await findPlan(db, id);
  if (!plan) throw notFound(NOT_FOUND);
  return plan;
};

/** Checks the references of a plan form and answers 400 naming the field. */
const checkPlanRefs = async (
  tx: Tx,
  data: { academyId: number; planTypeId: number; serviceTypeId: number },
) => {
  if (!(await activeAcademyExists(tx, data.academyId)))
    throw badRequest('El campo data.academyId no corresponde a una academia.', 'data.academyId');
  if (!(await planTypeExists(tx, data.planTypeId)))
    throw badRequest(
      'El campo data.planTypeId no corresponde a un tipo de plan.',
      'data.planTypeId',
    );
  if (!(await serviceTypeExists(tx, data.serviceTypeId)))
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
  if (!(await activeStudentExists(tx, studentId))) throw notFound('No se encontró el alumno.');
  const plan = await findActivePlanAcademy(tx, planId);
  if (!plan) throw notFound(NOT_FOUND);
  if (await findOpenEnrolment(tx, studentId, planId))
    throw conflict('El alumno ya está inscrito en ese plan.', field);
  const startDate = options.startDate ?? todayInChile();
  const first = await firstChargeOf(tx, plan.academyId, startDate, options.firstMonth ?? 'actual');
  const id = await insertEnrolment(tx, {
    studentId,
    planId,
    paymentDay: options.paymentDay,
    startDate,
    ...first,
  });
  const row = await findEnrolment(tx, id);
  if (!row) throw new Error('inscripción no encontrada');
  return row;
};

export const studentsOfPlan = async (
  db: Db,
  user: CurrentUser,
  query: EndpointQuery<typeof contract.studentsByPlan>,
) => {
  const plan = await findPlan(db, query.planId, true);
  if (!plan) throw notFound(NOT_FOUND);
  assertAcademy(user, plan.academyId, NOT_FOUND);
  return listPlanStudents(db, query);
};

export const createPlan = async (db: Db, body: NewPlan) => {
  const id = await db.transaction(async (tx) => {
    await checkPlanRefs(tx, body.data);
    return insertPlan(tx, { ...body.data, isClaseEspecial: body.isClaseEspecial });
  });
  return mustFind(db, id);
};

export const editPlan = async (db: Db, body: EditedPlan) => {
  const current = await mustFind(db, body.data.id);
  const { id, ...fields } = body.data;
  if (fields.academyId !== current.academyId && (await countPlanEnrolments(db, id)) > 0)
    throw conflict(
      'No se puede cambiar la academia de un plan con alumnos inscritos.',
      'data.academyId',
    );
  await db.transaction(async (tx) => {
    await checkPlanRefs(tx, fields);
    await updatePlan(tx, id, {
      ...fields,
      ...(body.isClaseEspecial === undefined ? {} : { isClaseEspecial: body.isClaseEspecial }),
    });
  });
  return mustFind(db, id);
};

/** Deletes a plan, kept for "Deshacer": archived when it has history, else its row kept in the audit. */
export const deletePlan = async (db: Db, userId: number, id: number) => {
  await mustFind(db, id);
  const usage = await planUsage(db, id);
  if ((usage?.open ?? 0) > 0) {
    throw conflict(
      `No se puede eliminar el plan: tiene ${usage?.open} alumno(s) activo(s). Finaliza sus inscripciones primero.`,
    );
  }
  if ((usage?.enrolled ?? 0) > 0 || (usage?.charges ?? 0) > 0) {
    // History (enrolments, charges, payments) points at it: archive so nothing paid is lost.
    await deletePlanKept(db, userId, id, true);
    return {
      ok: true as const,
      archived: true,
      message: 'El plan tiene historial: quedó archivado.',
    };
  }
  await deletePlanKept(db, userId, id, false);
  return { ok: true as const, archived: false, message: 'Plan eliminado.' };
};

export const enrolStudent = (db: Db, planId: number, data: EnrolOptions) =>
  db.transaction((tx) => enrol(tx, data.studentId, planId, data));

export const enrolInPlans = async (db: Db, data: NewEnrolments) => {
  const planIds = [...new Set(data.planIds)];
  const existing = await activePlanIds(db, planIds);
  if (existing.length !== planIds.length)
    throw badRequest('El campo data.planIds incluye un plan que no existe.', 'data.planIds');
  return db.transaction(async (tx) => {
    const created: EnrolmentRow[] = [];
    for (const planId of planIds)
      created.push(await enrol(tx, data.studentId, planId, data, 'data.planIds'));
    return created;
  });
};

export const removeFromPlan = async (db: Db, studentId: number, planId: number) => {
  const enrolment = await findOpenEnrolment(db, studentId, planId);
  if (!enrolment) throw notFound(NO_OPEN_ENROLMENT);
  if ((await countEnrolmentCharges(db, enrolment.id)) > 0) {
    // Charges exist: keep the enrolment as history, finished today.
    await updateEnrolment(db, enrolment.id, { status: 'finalizado', endDate: todayInChile() });
    return { ok: true as const, message: 'Inscripción finalizada (tiene cobros registrados).' };
  }
  await deleteEnrolment(db, enrolment.id);
  return { ok: true as const, message: 'Alumno quitado del plan.' };
};

export const changeEnrolmentStatus = async (db: Db, data: EnrolmentStatus) => {
  const enrolment = await findOpenEnrolment(db, data.studentId, data.planId);
  if (!enrolment) throw notFound(NO_OPEN_ENROLMENT);
  await updateEnrolment(db, enrolment.id, {
    status: data.status,
    endDate: data.status === 'finalizado' ? todayInChile() : null,
  });
  const row = await findEnrolment(db, enrolment.id);
  if (!row) throw notFound('No se encontró la inscripción.');
  return row;
};
