import type { FastifyInstance } from 'fastify';
import { readEmailConfig, type EmailConfig } from '../../email/email-config.ts';
import { createTransportFromConfig } from '../../email/email-transport.ts';
import { createOutboxWorker, type OutboxWorker } from '../../email/outbox-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    emailConfig: EmailConfig;
    /** The in-process outbox worker (null when jobs are off, e.g. in route tests). */
    emailWorker: OutboxWorker | null;
  }
}

/**
 * Registers the outbox delivery with the job runner: every 5 seconds, and right away when a send is
 * queued (`emailWorker.nudge()`). Each run drains the queue batch by batch; the runner runs it in
 * one process at a time, and the rows' own leases keep a delivery from being repeated even so.
 */
export const startEmailWorker = (app: FastifyInstance) => {
  const config = readEmailConfig(app.env, app.jwtSecret);
  app.decorate('emailConfig', config);
  if (!config.workerEnabled) {
    app.decorate('emailWorker', null);
    return;
  }
  const transport = createTransportFromConfig(config);
  const worker = createOutboxWorker({
    db: app.db,
    transport,
    ratePerSecond: config.ratePerSecond,
    maxAttempts: config.maxAttempts,
    from: config.from,
    publicUrl: config.publicUrl,
    unsubscribeSecret: config.unsubscribeSecret,
    onError: (error) => app.log.error({ err: error }, 'error en el envío de correos'),
  });
  app.jobs.register({
    name: 'email.outbox',
    title: 'Envío de correos',
    schedule: { every: 5 },
    // As short as the rows' own lease: a process killed mid-run does not hold the queue for minutes.
    leaseMs: 15_000,
    run: async ({ signal }) => {
      let handled = 0;
      for (;;) {
        if (signal.aborted) break;
        const batch = await worker.runOnce();
        handled += batch;
        if (batch === 0) break;
      }
      return { procesados: handled };
    },
  });
  // Only where jobs are scheduled: route tests (JOBS off) deliver by calling runOnce themselves.
  app.decorate(
    'emailWorker',
    app.env.JOBS ? { ...worker, nudge: () => app.jobs.nudge('email.outbox') } : null,
  );
  app.addHook('onReady', async () =>
    app.log.info({ transport: transport.kind }, 'envío de correos programado'),
  );
  app.addHook('onClose', async () => transport.close());
};
