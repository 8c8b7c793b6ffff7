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
  rut,
  text,
  tickedIds,
  withData,
} from './common.ts';
import { optionalPhone } from './phone-field.ts';
import { defineEndpoint } from './define.ts';
import { newPassword } from './users.ts';

export const enrolmentStatus = z.enum(['activo', 'suspendido', 'finalizado'], {
  error: 'debe ser activo, suspendido o finalizado',
});
export type EnrolmentStatus = z.infer<typeof enrolmentStatus>;

export const paymentDay = z
  .number({ error: 'debe ser un día del mes' })
  .int('debe ser un día entero')
  .min(1, 'debe estar entre 1 y 28')
  .max(28, 'debe estar entre 1 y 28');

export const student = z.object({
  id: z.number().int(),
  /** 2 student, 3 guardian. */
  type: z.number().int(),
  rut: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  birthDate: z.string().nullable(),
  username: z.string(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Student = z.infer<typeof student>;

export const studentEnrolment = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  academyId: z.number().int(),
  academyName: z.string(),
  price: z.number().int(),
  isClaseEspecial: z.boolean(),
  status: enrolmentStatus,
  paymentDay: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});

export const studentDetail = student.extend({
  guardians: z.array(
    z.object({ id: z.number().int(), name: z.string(), rut: z.string().nullable() }),
  ),
  wards: z.array(z.object({ id: z.number().int(), name: z.string(), rut: z.string().nullable() })),
  enrolments: z.array(studentEnrolment),
  pendingAmount: z.number().int(),
});

export const studentsQuery = listQuery.extend({
  sort: z.enum(['name', 'rut', 'createdAt', 'id']).optional(),
  academyId: id.optional(),
  planId: id.optional(),
  status: enrolmentStatus.optional(),
  includeArchived: z.enum(['true', 'false']).optional(),
  ids: tickedIds(100),
});

export const students = defineEndpoint({
  name: 'students',
  method: 'GET',
  path: '/api/v1/students',
  access: ['admin', 'teacher'],
  summary:
    'Alumnos (profesor: los de sus academias). Con `cursor` pagina por conjunto (listas grandes).',
  query: studentsQuery,
  response: page(student),
});

export const studentsByAcademy = defineEndpoint({
  name: 'studentsByAcademy',
  method: 'GET',
  path: '/api/v1/studentsByAcademy/:academyId',
  access: ['admin', 'teacher'],
  summary: 'Alumnos de una academia',
  params: z.object({ academyId: id }),
  query: studentsQuery.omit({ academyId: true }),
  response: page(
    student.extend({
      plans: z.array(
        z.object({ planId: z.number().int(), planName: z.string(), status: enrolmentStatus }),
      ),
    }),
  ),
});

export const getStudentById = defineEndpoint({
  name: 'getStudentById',
  method: 'GET',
  path: '/api/v1/getStudentById/:id',
  access: ['admin', 'teacher', 'other'],
  summary: 'Ficha de un alumno: datos, apoderados, planes y deuda pendiente',
  params: z.object({ id }),
  response: studentDetail,
});

/** A person's own data (the student form and the import set these; the server stores them as they are). */
export const personFields = {
  rut,
  firstName: text(120),
  lastName: text(120),
  email: optionalEmail,
  phone: optionalPhone,
  address: optionalText(200).transform((v) => (v ? v : null)),
  birthDate: isoDate.nullish().transform((v) => v ?? null),
};

const studentFields = {
  ...personFields,
  /** 2 alumno, 3 apoderado. */
  type: z
    .union([z.literal(2), z.literal(3)], { error: 'debe ser 2 (alumno) o 3 (apoderado)' })
    .default(2),
  /** Guardians (apoderados) of this person, by user id. */
  guardianIds: z.array(id).max(5, 'admite hasta 5 apoderados').default([]),
  /** Optional login; without it the person pays through the public portal. */
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, 'debe tener al menos 3 caracteres')
    .max(60, 'admite hasta 60 caracteres')
    .regex(/^[a-z0-9._-]+$/, 'solo admite letras, números, punto, guion y guion bajo')
    .optional(),
  password: newPassword.optional(),
};

export const { create: createStudents, edit: updateStudent } = createAndEdit(
  studentFields,
  student,
  { name: 'createStudents', summary: 'Crea un alumno o apoderado' },
  { name: 'updateStudent', summary: 'Edita un alumno o apoderado' },
);

export const deleteStudents = defineEndpoint({
  name: 'deleteStudents',
  method: 'POST',
  path: '/api/v1/deleteStudents',
  access: ['admin'],
  summary:
    'Elimina un alumno sin movimientos; con cobros o pagos se archiva (nunca se pierde lo pagado)',
  body: byIdData,
  response: ok.extend({ archived: z.boolean() }),
});

export const editPaymentDate = defineEndpoint({
  name: 'editPaymentDate',
  method: 'POST',
  path: '/api/v1/editPaymentDate',
  access: ['admin'],
  summary: 'Cambia el día de pago (1-28) de los planes de un alumno, o de uno con planId',
  body: z.object({
    data: z.object({ paymentDay, planId: id.optional() }),
    /** The student's id. */
    user: id,
  }),
  response: ok.extend({ updated: z.number().int() }),
});

/** Most people one bulk action on Alumnos reaches (ticked rows or "all N of this filter"). */
export const STUDENT_BULK_LIMIT = 1000;

/**
 * People chosen on Alumnos: some rows (`ids`) or "all N of this filter" (`filter`, the list's own
 * filters and search).
 */
export const studentSelection = z
  .object({
    ids: z
      .array(id, { error: 'debe ser una lista de personas' })
      .max(STUDENT_BULK_LIMIT, `admite hasta ${STUDENT_BULK_LIMIT} personas`)
      .refine((ids) => new Set(ids).size === ids.length, 'tiene personas repetidas')
      .optional(),
    filter: studentsQuery
      .pick({ academyId: true, planId: true, status: true, includeArchived: true })
      .extend({ search: z.string().trim().max(100).optional() })
      .optional(),
  })
  .refine((s) => (s.ids?.length ?? 0) > 0 || s.filter !== undefined, {
    message: 'elige al menos una persona',
    path: ['ids'],
  });
export type StudentSelection = z.infer<typeof studentSelection>;

export const studentBulkActionInput = z
  .object({
    /** A UUID made by the screen once per dialog: a retry or a double click never sends twice. */
    idempotencyKey: z.uuid({ error: 'debe ser un identificador único (UUID)' }),
    action: z.enum(['recordatorio', 'plantilla', 'invitacion'], {
      error: 'debe ser recordatorio, plantilla o invitacion',
    }),
    /** The template to send (action plantilla). */
    templateId: id.optional(),
    students: studentSelection,
  })
  .refine((d) => d.action !== 'plantilla' || d.templateId !== undefined, {
    message: 'elige una plantilla',
    path: ['templateId'],
  });
export type StudentBulkActionInput = z.infer<typeof studentBulkActionInput>;

export const studentBulkAction = defineEndpoint({
  name: 'students/bulk',
  method: 'POST',
  path: '/api/v1/students/bulk',
  access: ['admin'],
  summary:
    'Acción masiva en Alumnos (elegidos o todos los del filtro): recordatorio de pago ahora, una plantilla o la invitación al portal. Repetir la llamada con la misma idempotencyKey responde lo ya hecho sin enviar dos veces',
  body: withData(studentBulkActionInput),
  response: z.object({
    /** People the selection held. */
    selected: z.number().int(),
    /** E-mails queued. */
    queued: z.number().int(),
    /** People who get nothing (no e-mail, owe nothing, unsubscribed...). */
    skipped: z.number().int(),
    /** True when this key had already run: nothing new was sent. */
    replayed: z.boolean(),
    message: z.string(),
  }),
});
