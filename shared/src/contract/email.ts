import { z } from 'zod';
import { id, listQuery, ok, page, text, withData } from './common.ts';
import { defineEndpoint } from './define.ts';
import { emailImageMaxBytes } from './email-labels.ts';
export {
  emailImageMaxBytes,
  emailImageTypes,
  emailSendKindLabel,
  mergeFields,
} from './email-labels.ts';

export const outboxState = z.enum(['pendiente', 'enviado', 'fallido', 'omitido']);
export type OutboxState = z.infer<typeof outboxState>;

export const emailTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  html: z.string(),
  authorId: z.number().int(),
  authorName: z.string(),
  /** The caller may edit or delete it (admin: all; teacher: their own). */
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

export const getEmails = defineEndpoint({
  name: 'getEmails/',
  method: 'GET',
  path: '/api/v1/getEmails/',
  access: ['admin', 'teacher'],
  summary: 'Plantillas de correo (profesor: las suyas y las de administración)',
  query: listQuery.extend({ sort: z.enum(['name', 'updatedAt']).optional() }),
  response: page(emailTemplate),
});

export const getEmailsByTemplates = defineEndpoint({
  name: 'getEmailsByTemplates/',
  method: 'GET',
  path: '/api/v1/getEmailsByTemplates/',
  access: ['admin', 'teacher'],
  summary: 'Una plantilla con sus envíos recientes',
  query: z.object({ id }),
  response: emailTemplate.extend({
    sends: z.array(
      z.object({
        id: z.number().int(),
        createdAt: z.string(),
        total: z.number().int(),
        enviado: z.number().int(),
      }),
    ),
  }),
});

const subject = text(200);
const html = z
  .string({ error: 'es obligatorio' })
  .trim()
  .min(1, 'es obligatorio')
  .max(200_000, 'el contenido es demasiado largo');

export const saveEmailDB = defineEndpoint({
  name: 'saveEmailDB',
  method: 'POST',
  path: '/api/v1/saveEmailDB',
  access: ['admin', 'teacher'],
  summary: 'Crea (sin id) o edita una plantilla; el HTML se sanea en el servidor',
  body: withData(z.object({ id: id.optional(), name: text(120), subject, html })),
  response: emailTemplate,
});

export const deleteEmailDB = defineEndpoint({
  name: 'deleteEmailDB',
  method: 'POST',
  path: '/api/v1/deleteEmailDB',
  access: ['admin', 'teacher'],
  summary: 'Elimina una plantilla (los envíos ya hechos conservan su copia)',
  body: withData(z.object({ id })),
  response: ok,
});

export const saveEmailImgs = defineEndpoint({
  name: 'saveEmailImgs',
  method: 'POST',
  path: '/api/v1/saveEmailImgs',
  access: ['admin', 'teacher'],
  summary: 'Sube una imagen (PNG, JPEG, GIF o WebP, hasta 700 KB) y devuelve su URL pública',
  body: withData(
    z.object({
      name: z.string().trim().max(200, 'admite hasta 200 caracteres').default('imagen'),
      /** The file's bytes in base64 (a data: URL prefix is accepted). */
      content: z
        .string({ error: 'es obligatorio' })
        .min(1, 'es obligatorio')
        .max(Math.ceil((emailImageMaxBytes * 4) / 3) + 100, 'la imagen supera 700 KB'),
    }),
  ),
  response: z.object({
    id: z.number().int(),
    url: z.string(),
    mime: z.string(),
    size: z.number().int(),
  }),
});

const commaIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z.array(id).max(5000, 'admite hasta 5.000 destinatarios'),
);

/** Who receives a send. Teachers only reach students of their academies, whatever the filter. */
export const recipientFilter = z
  .object({
    mode: z.enum(['todos', 'academia', 'plan', 'estado', 'pendientes', 'seleccion'], {
      error: 'debe ser todos, academia, plan, estado, pendientes o seleccion',
    }),
    academyId: id.optional(),
    planId: id.optional(),
    status: z
      .enum(['activo', 'suspendido', 'finalizado'], {
        error: 'debe ser activo, suspendido o finalizado',
      })
      .optional(),
    userIds: commaIds.optional(),
  })
  .superRefine((f, ctx) => {
    if (f.mode === 'academia' && !f.academyId)
      ctx.addIssue({ code: 'custom', path: ['academyId'], message: 'elige una academia' });
    if (f.mode === 'plan' && !f.planId)
      ctx.addIssue({ code: 'custom', path: ['planId'], message: 'elige un plan' });
    if (f.mode === 'estado' && !f.status)
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'elige un estado' });
    if (f.mode === 'seleccion' && !f.userIds?.length)
      ctx.addIssue({
        code: 'custom',
        path: ['userIds'],
        message: 'elige al menos un destinatario',
      });
  });
export type RecipientFilter = z.infer<typeof recipientFilter>;

export const emailRecipient = z.object({
  id: z.number().int(),
  name: z.string(),
  rut: z.string().nullable(),
  email: z.string().nullable(),
  academies: z.string(),
  /** Why it will not be sent, or null. */
  skipReason: z.string().nullable(),
});

export const getallRecipients = defineEndpoint({
  name: 'getallRecipients/',
  method: 'GET',
  path: '/api/v1/getallRecipients/',
  access: ['admin', 'teacher'],
  summary:
    'Destinatarios de un filtro, con cuántos recibirán y quiénes se omiten (sin correo o dados de baja)',
  query: listQuery.extend({ sort: z.enum(['name']).optional() }).and(recipientFilter),
  response: page(emailRecipient).extend({
    sendable: z.number().int(),
    skipped: z.number().int(),
    skippedItems: z.array(emailRecipient),
  }),
});

export const sendEmailByRecipients = defineEndpoint({
  name: 'sendEmailByRecipients',
  method: 'POST',
  path: '/api/v1/sendEmailByRecipients',
  access: ['admin', 'teacher'],
  summary:
    'Pone en cola una plantilla para los destinatarios del filtro (una fila por destinatario)',
  body: withData(z.object({ templateId: id, recipients: recipientFilter })),
  response: z.object({
    sendId: z.number().int(),
    queued: z.number().int(),
    skipped: z.number().int(),
  }),
});

const draft = z.object({ subject, html, userId: id.optional() });

export const previewEmail = defineEndpoint({
  name: 'previewEmail',
  method: 'POST',
  path: '/api/v1/previewEmail',
  access: ['admin', 'teacher'],
  summary:
    'Asunto y HTML saneados con los datos de un destinatario real (userId, o el primero disponible)',
  body: withData(draft),
  response: z.object({
    subject: z.string(),
    html: z.string(),
    recipientName: z.string().nullable(),
  }),
});

export const sendTestEmail = defineEndpoint({
  name: 'sendTestEmail',
  method: 'POST',
  path: '/api/v1/sendTestEmail',
  access: ['admin', 'teacher'],
  summary: 'Envía el borrador al correo de quien llama, con los datos de un destinatario real',
  body: withData(draft),
  response: z.object({ sendId: z.number().int(), to: z.string() }),
});

export const emailSendSummary = z.object({
  id: z.number().int(),
  kind: z.enum(['masivo', 'prueba', 'confirmacion', 'reenvio', 'recordatorio', 'acceso']),
  createdAt: z.string(),
  authorName: z.string(),
  templateName: z.string(),
  subject: z.string(),
  total: z.number().int(),
  counts: z.object({
    pendiente: z.number().int(),
    enviado: z.number().int(),
    fallido: z.number().int(),
    omitido: z.number().int(),
  }),
});
export type EmailSendSummary = z.infer<typeof emailSendSummary>;

export const getHistoryEmails = defineEndpoint({
  name: 'getHistoryEmails/',
  method: 'GET',
  path: '/api/v1/getHistoryEmails/',
  access: ['admin', 'teacher'],
  summary: 'Envíos con fecha, autor, plantilla y conteo por estado (profesor: los suyos)',
  query: listQuery.extend({
    sort: z.enum(['createdAt']).optional(),
    kind: emailSendSummary.shape.kind.optional(),
  }),
  response: page(emailSendSummary),
});

export const emailOutboxItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  state: outboxState,
  attempts: z.number().int(),
  reason: z.string().nullable(),
  sentAt: z.string().nullable(),
});

export const getHistoryEmailRecipients = defineEndpoint({
  name: 'getHistoryEmailRecipients',
  method: 'GET',
  path: '/api/v1/getHistoryEmailRecipients/:sendId',
  access: ['admin', 'teacher'],
  summary: 'Destinatarios de un envío con su estado y motivo',
  params: z.object({ sendId: id }),
  query: listQuery.extend({
    sort: z.enum(['name', 'state']).optional(),
    state: outboxState.optional(),
  }),
  response: page(emailOutboxItem),
});

export const resendFailedEmails = defineEndpoint({
  name: 'resendFailedEmails',
  method: 'POST',
  path: '/api/v1/resendFailedEmails',
  access: ['admin', 'teacher'],
  summary: 'Vuelve a poner en cola los destinatarios fallidos de un envío',
  body: withData(z.object({ sendId: id })),
  response: z.object({ requeued: z.number().int() }),
});

export const sendEmailConfirmation = defineEndpoint({
  name: 'sendEmailConfirmation',
  method: 'POST',
  path: '/api/v1/sendEmailConfirmation',
  access: ['admin'],
  summary: 'Pone en cola la confirmación de un pago aprobado (una sola vez por pago)',
  body: withData(z.object({ paymentId: id })),
  response: z.object({ sendId: z.number().int(), alreadyQueued: z.boolean() }),
});
