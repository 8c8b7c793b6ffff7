import { z } from 'zod';
import { email, id, listQuery, ok, page, withData } from './common.ts';
import { defineEndpoint } from './define.ts';
import { recipientFilter } from './email.ts';

/** An address a mail server refused for good (SMTP 5xx): later sends skip it until cleared. */
export const emailBounce = z.object({
  email: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  /** People (students, guardians) with this address. */
  people: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const getEmailBounces = defineEndpoint({
  name: 'email/bounces',
  method: 'GET',
  path: '/api/v1/email/bounces',
  access: ['admin', 'teacher'],
  summary: 'Correos rechazados de forma permanente (los envíos los omiten); por correo o persona',
  query: listQuery
    .pick({ page: true, pageSize: true, search: true })
    .extend({ userId: id.optional() }),
  response: page(emailBounce),
});

export const clearEmailBounce = defineEndpoint({
  name: 'email/bounces/clear',
  method: 'POST',
  path: '/api/v1/email/bounces/clear',
  access: ['admin'],
  summary: 'Vuelve a permitir envíos a un correo rechazado (tras corregirlo o confirmarlo)',
  body: withData(z.object({ email })),
  response: ok,
});

/** Date and hour in America/Santiago, as a person types them: `yyyy-mm-ddThh:mm`. */
const localDateTime = z
  .string({ error: 'debe ser una fecha y hora' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'debe tener el formato aaaa-mm-ddThh:mm');

export const scheduledSend = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  templateName: z.string(),
  /** Local America/Santiago date and hour. */
  runAt: z.string(),
  state: z.enum(['programado', 'iniciado', 'cancelado']),
  authorName: z.string(),
  sendId: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type ScheduledSend = z.infer<typeof scheduledSend>;

export const scheduleEmailSend = defineEndpoint({
  name: 'email/scheduled/create',
  method: 'POST',
  path: '/api/v1/email/scheduled/create',
  access: ['admin', 'teacher'],
  summary:
    'Programa el envío de una plantilla para una fecha y hora (hora de Chile); se puede cancelar antes',
  body: withData(z.object({ templateId: id, recipients: recipientFilter, runAt: localDateTime })),
  response: scheduledSend,
});

export const getScheduledSends = defineEndpoint({
  name: 'email/scheduled',
  method: 'GET',
  path: '/api/v1/email/scheduled',
  access: ['admin', 'teacher'],
  summary: 'Envíos programados (profesor: los suyos)',
  query: listQuery.pick({ page: true, pageSize: true }),
  response: page(scheduledSend),
});

export const rescheduleScheduledSend = defineEndpoint({
  name: 'email/scheduled/reschedule',
  method: 'POST',
  path: '/api/v1/email/scheduled/reschedule',
  access: ['admin', 'teacher'],
  summary: 'Cambia la fecha y hora de un envío programado que aún no empieza (profesor: los suyos)',
  body: withData(z.object({ id, runAt: localDateTime })),
  response: scheduledSend,
});

export const cancelScheduledSend = defineEndpoint({
  name: 'email/scheduled/cancel',
  method: 'POST',
  path: '/api/v1/email/scheduled/cancel',
  access: ['admin', 'teacher'],
  summary: 'Cancela un envío programado que aún no empieza',
  body: withData(z.object({ id })),
  response: ok,
});
