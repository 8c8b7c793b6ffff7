import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerMetrics } from '../../observability/metrics.ts';
import { pingDatabase } from './repository.ts';

/**
 * Health for load balancers, orchestrators and the e2e harness, and the Prometheus metrics.
 * Infrastructure, not product calls, so they are not part of the contract.
 * - /api/health/live: the process answers (restart it when this fails); never touches the database.
 * - /api/health/ready: send it traffic: the database answers and the server is not shutting down.
 * - /api/health: the earlier check, kept for existing probes (same as ready).
 */
export const healthModule = (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/api/health/live', async () => ({ status: 'ok' }));

  const ready = async (_request: unknown, reply: FastifyReply) => {
    if (closing)
      return reply.status(503).send({ status: 'error', message: 'El servidor se está cerrando.' });
    try {
      await pingDatabase(app.db);
      // Anyone can call this: it says ok and nothing about the installation (operators see the
      // database kind on the admin-only system status).
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'error', message: 'La base de datos no responde.' });
    }
  };
  app.get('/api/health/ready', ready);
  app.get('/api/health', ready);

  registerMetrics(app);
};
