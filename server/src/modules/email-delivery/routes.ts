import {
  cancelScheduledSend,
  clearEmailBounce,
  getEmailBounces,
  getScheduledSends,
  rescheduleScheduledSend,
  scheduleEmailSend,
} from '@academias/shared/contract/email-delivery';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { clearBounce, listBounces } from './bounces-repository.ts';
import { rescheduleScheduled } from './reschedule-send.ts';
import {
  cancelScheduled,
  listScheduled,
  runDueScheduledSends,
  scheduleSend,
} from './scheduled-sends.ts';

export interface EmailDeliveryModuleOptions {
  /** "Now" for scheduling checks; tests pass a fixed clock. */
  clock?: () => Date;
}

/** Bounced addresses (list, clear) and template sends scheduled for a date and hour. */
export const emailDeliveryModule =
  (options: EmailDeliveryModuleOptions = {}) =>
  (app: FastifyInstance) => {
    const now = options.clock ?? (() => new Date());

    registerEndpoint(app, getEmailBounces, ({ db, user, query }) => listBounces(db, user, query));
    registerEndpoint(app, clearEmailBounce, async ({ db, user, body }) => {
      await clearBounce(db, user, body.data.email);
      return { ok: true as const, message: 'El correo vuelve a recibir envíos.' };
    });

    registerEndpoint(app, scheduleEmailSend, ({ db, user, body }) =>
      scheduleSend(db, user, body.data, now()),
    );
    registerEndpoint(app, getScheduledSends, ({ db, user, query }) =>
      listScheduled(db, user, query),
    );
    registerEndpoint(app, rescheduleScheduledSend, ({ db, user, body }) =>
      rescheduleScheduled(db, user, body.data, now()),
    );
    registerEndpoint(app, cancelScheduledSend, async ({ db, user, body }) => {
      await cancelScheduled(db, user, body.data.id);
      return { ok: true as const, message: 'Envío programado cancelado.' };
    });

    app.jobs.register({
      name: 'email.scheduled',
      title: 'Envíos de correo programados',
      schedule: { every: 60 },
      run: async ({ db, now: at }) => {
        const counts = await runDueScheduledSends(db, at, app.emailConfig.publicUrl);
        if (counts.iniciados > 0) app.emailWorker?.nudge();
        return counts.iniciados + counts.fallidos > 0 ? counts : {};
      },
    });
  };
