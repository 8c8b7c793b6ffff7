import { z } from 'zod';
import { id, listQuery, ok, page, text, wholeNumber, withData } from './common.ts';
import { chargeFilters } from './charges.ts';
import { defineEndpoint } from './define.ts';
import { recipientFilter } from './email.ts';

/** Whole number in a range, with the Spanish message naming the range (a form field). */
const bounded = (min: number, max: number) =>
  wholeNumber(
    z
      .number({ error: 'debe ser un número' })
      .int('debe ser un número entero')
      .min(min, `debe ser al menos ${min}`)
      .max(max, `debe ser como máximo ${max}`),
  );

/** An academy's reminder schedule (see README "Recordatorios de pago"). */
export const reminderSchedule = z.object({
  academyId: z.number().int(),
  academyName: z.string(),
  enabled: z.boolean(),
  /** Days before the due date (0 = no reminder before). */
  daysBefore: z.number().int(),
  onDueDate: z.boolean(),
  /** Every this many days after the due date (0 = none after). */
  everyDaysAfter: z.number().int(),
  /** At most this many reminders per charge. */
  maxTimes: z.number().int(),
  /** Hour of the day (America/Santiago) from which the daily job sends. */
  sendHour: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ReminderSchedule = z.infer<typeof reminderSchedule>;

export const getReminderSchedules = defineEndpoint({
  name: 'reminders/schedules',
  method: 'GET',
  path: '/api/v1/reminders/schedules',
  access: ['admin'],
  summary: 'Calendario de recordatorios de pago de cada academia (apagado hasta que se active)',
  response: z.object({ items: z.array(reminderSchedule) }),
});

export const reminderScheduleInput = z.object({
  academyId: id,
  enabled: z.boolean({ error: 'debe ser verdadero o falso' }),
  daysBefore: bounded(0, 60),
  onDueDate: z.boolean({ error: 'debe ser verdadero o falso' }),
  everyDaysAfter: bounded(0, 60),
  maxTimes: bounded(0, 20),
  sendHour: bounded(0, 23),
});
export type ReminderScheduleInput = z.infer<typeof reminderScheduleInput>;

export const saveReminderSchedule = defineEndpoint({
  name: 'reminders/schedules/save',
  method: 'POST',
  path: '/api/v1/reminders/schedules/save',
  access: ['admin'],
  summary: 'Guarda el calendario de recordatorios de una academia',
  body: withData(reminderScheduleInput),
  response: reminderSchedule,
});

export const reminderTemplateBody = z.object({ subject: text(200), html: text(100_000) });

export const getReminderTemplate = defineEndpoint({
  name: 'reminders/template',
  method: 'GET',
  path: '/api/v1/reminders/template',
  access: ['admin'],
  summary: 'Plantilla del recordatorio de pago, con sus campos combinables',
  response: reminderTemplateBody.extend({
    mergeFields: z.array(z.string()),
    isDefault: z.boolean(),
  }),
});

export const saveReminderTemplate = defineEndpoint({
  name: 'reminders/template/save',
  method: 'POST',
  path: '/api/v1/reminders/template/save',
  access: ['admin'],
  summary: 'Guarda la plantilla del recordatorio de pago',
  body: withData(reminderTemplateBody),
  response: ok,
});

export const reminderRunResult = z.object({
  /** Reminder e-mails queued in the outbox. */
  queued: z.number().int(),
  /** Payers who owe and were due but get nothing (no address, unsubscribed, bounced). */
  skipped: z.number().int(),
  /** Payers already reminded today (not counted as skipped). */
  alreadyToday: z.number().int(),
});

export const runReminders = defineEndpoint({
  name: 'reminders/run',
  method: 'POST',
  path: '/api/v1/reminders/run',
  access: ['admin'],
  summary: 'Ejecuta ahora el calendario de recordatorios de hoy (lo ya enviado hoy no se repite)',
  response: reminderRunResult,
});

export const reminderCharge = z.object({
  id: z.number().int(),
  description: z.string(),
  academyName: z.string(),
  amount: z.number().int(),
  dueDate: z.string(),
  state: z.string(),
});

export const reminderPayer = z.object({
  payerId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  /** Why this payer gets nothing today (no address, unsubscribed, bounced, already reminded), or null. */
  skipReason: z.string().nullable(),
  total: z.number().int(),
  wards: z.array(
    z.object({ studentId: z.number().int(), name: z.string(), charges: z.array(reminderCharge) }),
  ),
});
export type ReminderPayer = z.infer<typeof reminderPayer>;

export const previewReminders = defineEndpoint({
  name: 'reminders/preview',
  method: 'GET',
  path: '/api/v1/reminders/preview',
  access: ['admin'],
  summary:
    'Quién recibiría hoy un recordatorio y por qué cobros, según el calendario (esté activo o no)',
  query: listQuery.pick({ page: true, pageSize: true, search: true }),
  response: page(reminderPayer).extend({ sendable: z.number().int(), skipped: z.number().int() }),
});

export const previewReminderFor = defineEndpoint({
  name: 'reminders/preview-person',
  method: 'POST',
  path: '/api/v1/reminders/preview-person',
  access: ['admin'],
  summary:
    'El recordatorio exacto que recibiría una persona elegida (lo que debe hoy, agrupado por alumno)',
  body: withData(
    z.object({ userId: id, subject: text(200).optional(), html: text(100_000).optional() }),
  ),
  response: z.object({
    subject: z.string(),
    html: z.string(),
    recipientName: z.string(),
    email: z.string().nullable(),
    total: z.number().int(),
  }),
});

export const reminderHistoryItem = z.object({
  id: z.number().int(),
  day: z.string(),
  origin: z.enum(['programado', 'manual']),
  payerName: z.string(),
  email: z.string().nullable(),
  state: z.enum(['pendiente', 'enviado', 'fallido', 'omitido']),
  reason: z.string().nullable(),
  sentAt: z.string().nullable(),
  charges: z.array(
    z.object({ id: z.number().int(), description: z.string(), amount: z.number().int() }),
  ),
});

export const getReminderHistory = defineEndpoint({
  name: 'reminders/history',
  method: 'GET',
  path: '/api/v1/reminders/history',
  access: ['admin'],
  summary:
    'Recordatorios enviados por cobro o por persona (alumno o apoderado): cuándo y si se entregaron',
  query: listQuery
    .pick({ page: true, pageSize: true })
    .extend({ chargeId: id.optional(), userId: id.optional() }),
  response: page(reminderHistoryItem),
});

/**
 * Charges chosen on Pagos Pendientes: some rows (`ids`) or "all N of this filter" (`filter`, the
 * same filters as getCharges); their students' payers get the reminder.
 */
export const chargeSelection = z
  .object({
    ids: z.array(id).max(5000, 'admite hasta 5.000 cobros').optional(),
    filter: z
      .object({ ...chargeFilters, search: z.string().trim().max(100).optional() })
      .optional(),
  })
  .refine((c) => (c.ids?.length ?? 0) > 0 || c.filter !== undefined, {
    message: 'elige al menos un cobro',
    path: ['ids'],
  });

export const sendRemindersNow = defineEndpoint({
  name: 'reminders/send-now',
  method: 'POST',
  path: '/api/v1/reminders/send-now',
  access: ['admin'],
  summary:
    'Envía ahora un recordatorio a quien paga por cada alumno (o cobro) elegido, o todos los del filtro, que deba algo; nunca dos el mismo día',
  body: withData(
    z.union([z.object({ recipients: recipientFilter }), z.object({ charges: chargeSelection })], {
      error: 'indica los alumnos (recipients) o los cobros (charges) elegidos',
    }),
  ),
  response: reminderRunResult,
});
