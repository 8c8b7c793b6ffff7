import { z } from 'zod';
import {
  byIdData,
  createAndEdit,
  id,
  isoDate,
  listQuery,
  ok,
  optionalEmail,
  optionalText,
  page,
  percent,
  positiveClp,
  text,
  withData,
} from './common.ts';
import { optionalPhone } from './phone-field.ts';
import { defineEndpoint } from './define.ts';
export { firstChargeRuleLabel } from './academies-labels.ts';

const teacherRef = z.object({ id: z.number().int(), name: z.string() });

export const academy = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  teachers: z.array(teacherRef),
  studentCount: z.number().int(),
  planCount: z.number().int(),
  createdAt: z.string(),
});
export type Academy = z.infer<typeof academy>;

export const academyCharge = z.object({
  id: z.number().int(),
  academyId: z.number().int(),
  description: z.string(),
  amount: z.number().int(),
  frequency: z.enum(['mensual', 'unico']),
  startDate: z.string(),
});

/** A teacher's percent from the month of `validFrom` on; `editable` while that month has not begun to pass. */
export const academyPercent = z.object({
  id: z.number().int(),
  academyId: z.number().int(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  percent: z.number(),
  validFrom: z.string(),
  editable: z.boolean(),
});
export type AcademyPercent = z.infer<typeof academyPercent>;

/** The first day of a month `yyyy-mm-01`: teacher percents change from a whole month on. */
export const monthStart = isoDate.refine(
  (v) => v.endsWith('-01'),
  'debe ser el primer día de un mes',
);

export const academyDetail = academy.extend({
  charges: z.array(academyCharge),
  /** Each teacher's percent in force this month. */
  percents: z.array(academyPercent),
  /** Every dated entry, future ones included, newest first. */
  percentHistory: z.array(academyPercent),
});

export const academies = defineEndpoint({
  name: 'academies',
  method: 'GET',
  path: '/api/v1/academies',
  access: ['admin', 'teacher'],
  summary: 'Academias (profesor: las suyas)',
  query: listQuery.extend({ sort: z.enum(['name', 'createdAt', 'studentCount']).optional() }),
  response: page(academy),
});

export const getAcademyById = defineEndpoint({
  name: 'getAcademyById',
  method: 'GET',
  path: '/api/v1/getAcademyById/:id',
  access: ['admin', 'teacher'],
  summary: 'Ficha de una academia: profesores, cargos propios y porcentajes',
  params: z.object({ id }),
  response: academyDetail,
});

const academyFields = {
  name: text(120),
  description: optionalText(500).transform((v) => (v ? v : null)),
  address: optionalText(200).transform((v) => (v ? v : null)),
  phone: optionalPhone,
  email: optionalEmail,
  teacherIds: z.array(id).max(50, 'admite hasta 50 profesores').default([]),
};

export const { create: createAcademies, edit: editAcademies } = createAndEdit(
  academyFields,
  academy,
  { name: 'createAcademies', summary: 'Crea una academia' },
  { name: 'editAcademies', summary: 'Edita una academia y sus profesores' },
);

export const deleteAcademies = defineEndpoint({
  name: 'deleteAcademies',
  method: 'POST',
  path: '/api/v1/deleteAcademies',
  access: ['admin'],
  summary:
    'Con idteacher quita ese profesor de la academia ID; sin él elimina la academia (rechazado mientras tenga alumnos o planes)',
  body: z.object({ ID: id, idteacher: id.nullish() }),
  response: ok,
});

export const editAcademyByTeacher = defineEndpoint({
  name: 'editAcademyByTeacher',
  method: 'POST',
  path: '/api/v1/editAcademyByTeacher',
  access: ['admin', 'teacher'],
  summary: 'El profesor edita los datos de contacto de su academia',
  body: withData(
    z.object({
      id,
      description: academyFields.description,
      address: academyFields.address,
      phone: optionalPhone,
      email: optionalEmail,
    }),
  ),
  response: academy,
});

const academyChargeFields = {
  description: text(200),
  amount: positiveClp,
  frequency: z.enum(['mensual', 'unico'], { error: 'debe ser mensual o unico' }).default('mensual'),
  startDate: isoDate,
};

export const saveChargeByAcademy = defineEndpoint({
  name: 'saveChargeByAcademy',
  method: 'POST',
  path: '/api/v1/saveChargeByAcademy',
  access: ['admin'],
  summary: 'Agrega un cargo propio a la academia `id`',
  body: z.object({ academy: z.object(academyChargeFields), id }),
  response: academyCharge,
});

export const updateChargeByAcademy = defineEndpoint({
  name: 'updateChargeByAcademy',
  method: 'POST',
  path: '/api/v1/updateChargeByAcademy',
  access: ['admin'],
  summary: 'Edita un cargo propio de una academia',
  body: withData(z.object({ id, ...academyChargeFields })),
  response: academyCharge,
});

export const deleteChargeByAcademy = defineEndpoint({
  name: 'deleteChargeByAcademy',
  method: 'POST',
  path: '/api/v1/deleteChargeByAcademy',
  access: ['admin'],
  summary: 'Elimina un cargo propio de una academia',
  body: byIdData,
  response: ok,
});

export const savePercent = defineEndpoint({
  name: 'savePercent',
  method: 'POST',
  path: '/api/v1/savePercent',
  access: ['admin'],
  summary:
    'Fija el porcentaje del profesor sobre lo recaudado en una academia desde un mes (por omisión, el mes en curso); los meses anteriores no cambian',
  body: withData(
    z.object({
      academyId: id,
      teacherId: id,
      percent: percent(2),
      validFrom: monthStart.optional(),
    }),
  ),
  response: academyPercent,
});

export const deletePercent = defineEndpoint({
  name: 'deletePercent',
  method: 'POST',
  path: '/api/v1/deletePercent',
  access: ['admin'],
  summary: 'Quita un porcentaje de profesor que aún no rige (desde el mes en curso en adelante)',
  body: byIdData,
  response: ok,
});

export const academiesList = page(academy);

export const firstChargeRule = z.enum(['prorratear', 'completo', 'mes_siguiente'], {
  error: "debe ser 'prorratear', 'completo' o 'mes_siguiente'",
});
export type FirstChargeRule = z.infer<typeof firstChargeRule>;

/** Recargo por mora (docs/money.md): off when null. */
export const lateFee = z.object({
  kind: z.enum(['monto', 'porcentaje'], { error: "debe ser 'monto' o 'porcentaje'" }),
  /** CLP, or a whole percent (1-100) of the overdue charge. */
  value: z.number().int(),
  /** Days after the due date. */
  days: z.number().int(),
  /** Charges due before this day never get a fee (the day it was turned on). */
  since: z.string(),
});
export type LateFee = z.infer<typeof lateFee>;

const billingRule = z.object({
  academyId: z.number().int(),
  academyName: z.string(),
  firstChargeRule,
  lateFee: lateFee.nullable(),
});

export const getAcademyBillingRules = defineEndpoint({
  name: 'getAcademyBillingRules',
  method: 'GET',
  path: '/api/v1/getAcademyBillingRules',
  access: ['admin'],
  summary:
    'Reglas de cobro de cada academia: cómo se cobra el primer mes de una inscripción que parte después del día 1',
  response: z.array(billingRule),
});

export const saveAcademyBillingRule = defineEndpoint({
  name: 'saveAcademyBillingRule',
  method: 'POST',
  path: '/api/v1/saveAcademyBillingRule',
  access: ['admin'],
  summary:
    'Fija la regla del primer mes de una academia; rige para las inscripciones nuevas (las existentes no cambian)',
  body: withData(z.object({ academyId: id, firstChargeRule })),
  response: billingRule,
});
