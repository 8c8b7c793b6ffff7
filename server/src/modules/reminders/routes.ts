import {
  getReminderHistory,
  getReminderSchedules,
  getReminderTemplate,
  previewReminderFor,
  previewReminders,
  runReminders,
  saveReminderSchedule,
  saveReminderTemplate,
  sendRemindersNow,
} from '@academias/shared/contract/reminders';
import type { FastifyInstance } from 'fastify';
import { mergeFieldNames } from '../../email/merge-fields.ts';
import { buildPayLink } from '../pay-links/service.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { reminderHistory } from './reminder-history.ts';
import { previewForPerson, previewToday } from './reminder-preview.ts';
import { runReminderSchedule } from './reminder-run.ts';
import { getReminderTemplateRow, saveReminderTemplateRow } from './reminder-template.ts';
import { remindersNow } from './reminders-now.ts';
import { listSchedules, saveSchedule } from './schedule-repository.ts';

export interface RemindersModuleOptions {
  /** "Today" for runs and previews; tests pass a fixed clock. */
  clock?: () => Date;
}

/** Payment reminders: schedule per academy, template, preview, run now, history, bulk "remind now". */
export const remindersModule =
  (options: RemindersModuleOptions = {}) =>
  (app: FastifyInstance) => {
    const now = options.clock ?? (() => new Date());
    const publicUrl = () => app.emailConfig.publicUrl;
    // {{link_pago}}: each payer's personal pay link (the portal with their wards' charges shown).
    const payLinkOf = (userId: number) =>
      buildPayLink({ secret: app.jwtSecret, publicUrl: publicUrl() }, userId).url;

    registerEndpoint(app, getReminderSchedules, async ({ db }) => ({
      items: await listSchedules(db),
    }));
    registerEndpoint(app, saveReminderSchedule, ({ db, user, body }) =>
      saveSchedule(db, user.id, body.data),
    );

    registerEndpoint(app, getReminderTemplate, async ({ db }) => ({
      ...(await getReminderTemplateRow(db)),
      mergeFields: [...mergeFieldNames],
    }));
    registerEndpoint(app, saveReminderTemplate, async ({ db, user, body }) => {
      await saveReminderTemplateRow(db, user.id, body.data);
      return { ok: true as const, message: 'Plantilla de recordatorio guardada.' };
    });

    registerEndpoint(app, runReminders, async ({ db }) => {
      const counts = await runReminderSchedule(db, now(), {
        publicUrl: publicUrl(),
        payLinkOf,
        respectHour: false,
      });
      app.emailWorker?.nudge();
      return counts;
    });

    registerEndpoint(app, previewReminders, ({ db, query }) => previewToday(db, now(), query));
    registerEndpoint(app, previewReminderFor, ({ db, body }) =>
      previewForPerson(db, now(), body.data.userId, publicUrl(), body.data, payLinkOf),
    );
    registerEndpoint(app, getReminderHistory, ({ db, query }) => reminderHistory(db, query));

    registerEndpoint(app, sendRemindersNow, async ({ db, user, body }) => {
      const counts = await remindersNow(db, user, now(), body.data, publicUrl(), payLinkOf);
      app.emailWorker?.nudge();
      return counts;
    });

    // Every 15 minutes: each academy's reminders leave once its send hour has come (at most one
    // per payer a day, so later runs of the day only pick up what is newly due).
    app.jobs.register({
      name: 'reminders.send',
      title: 'Recordatorios de pago',
      schedule: { every: 900 },
      run: async ({ db, now: at }) => {
        const counts = await runReminderSchedule(db, at, {
          publicUrl: publicUrl(),
          payLinkOf,
          respectHour: true,
        });
        if (counts.queued > 0) app.emailWorker?.nudge();
        return counts.queued + counts.skipped > 0
          ? { encolados: counts.queued, omitidos: counts.skipped }
          : {};
      },
    });
  };
