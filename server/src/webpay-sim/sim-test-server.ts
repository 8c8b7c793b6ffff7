import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/db-handle.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { webpaySimPlugin } from './plugin.ts';

/** The port the system gave a server started on port 0. */
export const portOf = (app: FastifyInstance): number => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('el servidor no escucha en TCP');
  return address.port;
};

/**
 * The simulator alone on a loopback port the system chooses (two test files, or two people's
 * runs on one machine, never ask for the same one) over a fresh migrated database: the simulator
 * does not depend on the rest of the app, so its protocol tests do not either.
 */
export const startSimServer = async (
  options: { tokenTtlMs?: number } = {},
): Promise<{ app: FastifyInstance; db: Db; baseUrl: string; close: () => Promise<void> }> => {
  const database = await openTestDatabase();
  const app = Fastify();
  await app.register(webpaySimPlugin, { prefix: '/webpay-sim', db: database.db, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = portOf(app);
  return {
    app,
    db: database.db,
    baseUrl: `http://127.0.0.1:${port}/webpay-sim`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
