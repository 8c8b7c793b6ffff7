import {
  deleteEmailDB,
  getallRecipients,
  getEmails,
  getEmailsByTemplates,
  getHistoryEmailRecipients,
  getHistoryEmails,
  previewEmail,
  resendFailedEmails,
  saveEmailDB,
  saveEmailImgs,
  sendEmailByRecipients,
  sendEmailConfirmation,
  sendTestEmail,
} from '@academias/shared/contract/email';
import type { FastifyInstance } from 'fastify';
import { enqueueConfirmation } from '../../email/enqueue-confirmation.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { unauthorized } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { buildPayLink } from '../pay-links/service.ts';
import { startEmailWorker } from './email-worker.ts';
import { registerImageRoute } from './image-route.ts';
import { listSendRecipients, listSends, requeueFailed } from './history-repository.ts';
import { saveImage } from './images-repository.ts';
import { listRecipients, skipReasonOf, type RecipientRow } from './recipients-repository.ts';
import { queueTemplateSend, queueTestSend, renderPreview } from './send-service.ts';
import {
  deleteTemplate,
  getTemplate,
  listTemplates,
  saveTemplate,
  templateSends,
} from './templates-repository.ts';
import { registerUnsubscribeRoutes } from './unsubscribe-routes.ts';

/** The contract already limits these calls to staff; this narrows the type for the handlers. */
const who = (user: CurrentUser | null): CurrentUser => {
  if (!user) throw unauthorized();
  return user;
};

const toRecipient = (row: RecipientRow) => ({
  id: row.id,
  name: row.name,
  rut: row.rut,
  email: row.email,
  academies: row.academies,
  skipReason: skipReasonOf(row),
});

/** Centro de Correos and Historial de Envíos: templates, images, recipients, sends, delivery. */
export const emailModule = async (app: FastifyInstance) => {
  startEmailWorker(app);
  const publicUrl = () => app.emailConfig.publicUrl;
  // {{link_pago}}: each recipient's personal pay link, signed for 30 days (modules/pay-links).
  const payLinkOf = (userId: number) =>
    buildPayLink({ secret: app.jwtSecret, publicUrl: publicUrl() }, userId).url;

  registerEndpoint(app, getEmails, ({ db, user, query }) => listTemplates(db, who(user), query));

  registerEndpoint(app, getEmailsByTemplates, async ({ db, user, query }) => {
    const { template } = await getTemplate(db, who(user), query.id);
    const sends = await templateSends(db, who(user), query.id);
    return {
      ...template,
      sends: sends.map((s) => ({
        id: s.id,
        createdAt: new Date(s.created_at).toISOString(),
        total: s.total,
        enviado: s.enviado,
      })),
    };
  });

  registerEndpoint(app, saveEmailDB, ({ db, user, body }) =>
    saveTemplate(db, who(user), body.data),
  );

  registerEndpoint(app, deleteEmailDB, async ({ db, user, body }) => {
    await deleteTemplate(db, who(user), body.data.id);
    return { ok: true as const, message: 'Plantilla eliminada.' };
  });

  registerEndpoint(app, saveEmailImgs, ({ db, user, body }) =>
    saveImage(db, who(user), body.data.content, publicUrl()),
  );

  registerEndpoint(app, getallRecipients, async ({ db, user, query }) => {
    const result = await listRecipients(db, who(user), query, query);
    return {
      items: result.items.map(toRecipient),
      total: result.total,
      page: query.page,
      pageSize: query.pageSize,
      sendable: result.sendable,
      skipped: result.skipped,
      skippedItems: result.skippedItems.map(toRecipient),
    };
  });

  registerEndpoint(app, previewEmail, ({ db, user, body }) =>
    renderPreview(db, who(user), body.data, publicUrl(), payLinkOf),
  );

  registerEndpoint(app, sendTestEmail, async ({ db, user, body }) => {
    const result = await queueTestSend(db, who(user), body.data, publicUrl(), payLinkOf);
    app.emailWorker?.nudge();
    return result;
  });

  registerEndpoint(app, sendEmailByRecipients, async ({ db, user, body }) => {
    const result = await queueTemplateSend(
      db,
      who(user),
      body.data.templateId,
      body.data.recipients,
      publicUrl(),
      payLinkOf,
    );
    app.emailWorker?.nudge();
    return result;
  });

  registerEndpoint(app, getHistoryEmails, ({ db, user, query }) => listSends(db, who(user), query));

  registerEndpoint(app, getHistoryEmailRecipients, ({ db, user, params, query }) =>
    listSendRecipients(db, who(user), params.sendId, query),
  );

  registerEndpoint(app, resendFailedEmails, async ({ db, user, body }) => {
    const requeued = await requeueFailed(db, who(user), body.data.sendId);
    app.emailWorker?.nudge();
    return { requeued };
  });

  registerEndpoint(app, sendEmailConfirmation, async ({ db, body }) => {
    const result = await enqueueConfirmation(db, { paymentId: body.data.paymentId });
    app.emailWorker?.nudge();
    return result;
  });

  registerImageRoute(app);
  await registerUnsubscribeRoutes(app, app.emailConfig.unsubscribeSecret);
};
