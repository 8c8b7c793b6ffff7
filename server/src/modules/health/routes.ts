import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Liveness/readiness for load balancers and the e2e harness: answers 200 only when the database
 * answers. Infrastructure, not a product call, so it is not part of the contract.
 */
export const healthModule = (app: FastifyInstance) => {
  app.get('/api/health', async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: app.dbKind };
    } catch {
      return reply.status(503).send({ status: 'error', message: 'La base de datos no responde.' });
    }
  });
};
