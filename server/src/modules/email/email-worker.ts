import type { FastifyInstance } from 'fastify';
import { readEmailConfig, type EmailConfig } from '../../email/email-config.ts';
import type { EmailDb } from '../../email/email-db.ts';
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
 * Starts the outbox worker with the server when jobs are on. Every instance runs one; they share
 * the queue through row locks, so scaling out needs no coordination.
 */
export const startEmailWorker = (app: FastifyInstance) => {
  const config = readEmailConfig(app.env, app.jwtSecret);
  app.decorate('emailConfig', config);
  if (!app.env.JOBS || !config.workerEnabled) {
    app.decorate('emailWorker', null);
    return;
  }
  const transport = createTransportFromConfig(config);
  const worker = createOutboxWorker({
    db: app.db as unknown as EmailDb,
    transport,
    ratePerSecond: config.ratePerSecond,
    maxAttempts: config.maxAttempts,
    from: config.from,
    publicUrl: config.publicUrl,
    unsubscribeSecret: config.unsubscribeSecret,
    onError: (error) => app.log.error({ err: error }, 'error en el envío de correos'),
  });
  app.decorate('emailWorker', worker);
  app.addHook('onReady', async () => {
    worker.start();
    app.log.info({ transport: transport.kind }, 'envío de correos iniciado');
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
};
