import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/db-handle.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { webpaySimPlugin } from './plugin.ts';

/**
 * The simulator alone on a loopback port over a fresh migrated database: the simulator does not
 * depend on the rest of the app, so its protocol tests do not either.
 */
export const startSimServer = async (
  port: number,
  options: { tokenTtlMs?: number } = {},
): Promise<{ app: FastifyInstance; db: Db; baseUrl: string; close: () => Promise<void> }> => {
  const database = await openTestDatabase();
  const app = Fastify();
  await app.register(webpaySimPlugin, { prefix: '/webpay-sim', db: database.db, ...options });
  await app.listen({ port, host: '127.0.0.1' });
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
