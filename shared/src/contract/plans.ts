import { z } from 'zod';
import {
  id,
  isoDate,
  listQuery,
  ok,
  optionalText,
  page,
  positiveClp,
  text,
  withData,
} from './common.ts';
import { defineEndpoint } from './define.ts';
import { enrolmentStatus, paymentDay } from './students.ts';

const signedIn = ['admin', 'teacher', 'other'] as const;

export const plan = z.object({
  id: z.number().int(),
  academyId: z.number().int(),
  academyName: z.string(),
  planTypeId: z.number().int(),
  planTypeName: z.string(),
  serviceTypeId: z.number().int(),
  serviceTypeName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  isClaseEspecial: z.boolean(),
  /** The boleta its charges use (39 afecta, 41 exenta); null: the academy default. */
  documentType: z.union([z.literal(39), z.literal(41)]).nullable(),
  activeStudents: z.number().int(),
  archived: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

export const plans = defineEndpoint({
  name: 'plans',
  method: 'GET',
  path: '/api/v1/plans',
  access: signedIn,
  summary: 'Planes (profesor: de sus academias; alumno: los suyos y los de sus pupilos)',
  query: listQuery.extend({
    sort: z.enum(['name', 'price', 'academy']).optional(),
    academyId: id.optional(),
    planTypeId: id.optional(),
    isClaseEspecial: z.enum(['true', 'false']).optional(),
    includeArchived: z.enum(['true', 'false']).optional(),
  }),
  response: page(plan),
});

export const planStudent = z.object({
  enrolmentId: z.number().int(),
  studentId: z.number().int(),
  rut: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  status: enrolmentStatus,
  paymentDay: z.number().int(),
  startDate: z.string(),
  pendingAmount: z.number().int(),
});

export const studentsByPlan = defineEndpoint({
  name: 'studentsByPlan',
  method: 'GET',
  path: '/api/v1/studentsByPlan',
  access: ['admin', 'teacher'],
  summary: 'Alumnos inscritos en un plan',
  query: listQuery.extend({
    planId: id,
    status: enrolmentStatus.optional(),
    sort: z.enum(['name', 'status', 'startDate']).optional(),
  }),
  response: page(planStudent),
});

const planFields = {
  academyId: id,
  planTypeId: id,
  serviceTypeId: id,
  name: text(120),
  description: optionalText(500).transform((v) => (v ? v : null)),
  price: positiveClp,
  /** Omitted on edit: unchanged; null: the academy default. */
  documentType: z
    .union([z.literal(39), z.literal(41)], {
      error: 'El tipo de boleta debe ser 39 (afecta) o 41 (exenta).',
    })
    .nullable()
    .optional(),
};

export const createPlan = defineEndpoint({
  name: 'createPlan',
  method: 'POST',
  path: '/api/v1/createPlan',
  access: ['admin'],
  summary: 'Crea un plan; isClaseEspecial marca una clase especial que se cobra una sola vez',
  body: z.object({ data: z.object(planFields), isClaseEspecial: z.boolean().default(false) }),
  response: plan,
});

export const editPlan = defineEndpoint({
  name: 'editPlan',
  method: 'POST',
  path: '/api/v1/editPlan',
  access: ['admin'],
  summary: 'Edita un plan; el precio nuevo rige para los cobros que aún no se generan',
  body: z.object({
    data: z.object({ id, ...planFields }),
    isClaseEspecial: z.boolean().optional(),
  }),
  response: plan,
});

export const deletePlan = defineEndpoint({
  name: 'deletePlan',
  method: 'POST',
  path: '/api/v1/deletePlan',
  access: ['admin'],
  summary: 'Elimina un plan sin cobros; con cobros se archiva; rechazado con alumnos activos',
  body: z.object({ ID: id }),
  response: ok.extend({ archived: z.boolean() }),
});

export const planType = z.object({
  id: z.number().int(),
  name: z.string(),
  billingMonths: z.number().int().nullable(),
});
export const serviceType = z.object({ id: z.number().int(), name: z.string() });

export const typePlan = defineEndpoint({
  name: 'typePlan',
  method: 'GET',
  path: '/api/v1/typePlan',
  access: signedIn,
  summary: 'Tipos de plan (mensual, semestral, anual, clase especial)',
  response: z.array(planType),
});

export const getTypeServices = defineEndpoint({
  name: 'getTypeServices',
  method: 'GET',
  path: '/api/v1/getTypeServices',
  access: signedIn,
  summary: 'Tipos de servicio',
  response: z.array(serviceType),
});

export const enrolment = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  planId: z.number().int(),
  status: enrolmentStatus,
  paymentDay: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});

/**
 * `firstMonth`: the first month charged, the start date's (`actual`) or the next (`siguiente`);
 * a first month started after the 1st follows the academy's rule (prorate, full or next month).
 */
const enrolmentFields = {
  paymentDay: paymentDay.default(5),
  startDate: isoDate.optional(),
  firstMonth: z
    .enum(['actual', 'siguiente'], { error: "debe ser 'actual' o 'siguiente'" })
    .default('actual'),
};

export const saveUserByPlan = defineEndpoint({
  name: 'saveUserByPlan',
  method: 'POST',
  path: '/api/v1/saveUserByPlan',
  access: ['admin'],
  summary: 'Inscribe un alumno en el plan plan_id',
  body: z.object({ plan_id: id, data: z.object({ studentId: id, ...enrolmentFields }) }),
  response: enrolment,
});

export const savePlanByUser = defineEndpoint({
  name: 'savePlanByUser',
  method: 'POST',
  path: '/api/v1/savePlanByUser',
  access: ['admin'],
  summary: 'Inscribe a un alumno en uno o varios planes (desde la ficha del alumno)',
  body: withData(
    z.object({
      studentId: id,
      planIds: z.array(id).min(1, 'elige al menos un plan').max(20, 'admite hasta 20 planes'),
      ...enrolmentFields,
    }),
  ),
  response: z.array(enrolment),
});

export const deletePlanByUser = defineEndpoint({
  name: 'deletePlanByUser',
  method: 'POST',
  path: '/api/v1/deletePlanByUser',
  access: ['admin'],
  summary: 'Saca al alumno `id` del plan `planId` (finaliza la inscripción si ya tiene cobros)',
  body: z.object({ id, planId: id }),
  response: ok,
});

export const changeStatusPlanByStudent = defineEndpoint({
  name: 'changeStatusPlanByStudent',
  method: 'POST',
  path: '/api/v1/changeStatusPlanByStudent/',
  access: ['admin'],
  summary: 'Cambia el estado del alumno en un plan: activo, suspendido o finalizado',
  body: withData(z.object({ studentId: id, planId: id, status: enrolmentStatus })),
  response: enrolment,
});
