import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as paymentsSchema from '../db/schema/payments.ts';
import type { Db } from '../modules/payments/db-handle.ts';
import { webpaySimPlugin } from './plugin.ts';

/**
 * The simulator alone on a loopback port, on an in-memory PGlite holding only its tables: the
 * simulator does not depend on the rest of the app, so its protocol tests do not either.
 */
export const startSimServer = async (
  port: number,
  options: { tokenTtlMs?: number } = {},
): Promise<{ app: FastifyInstance; db: Db; baseUrl: string; close: () => Promise<void> }> => {
  const client = new PGlite();
  const db = drizzle(client);
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson(paymentsSchema as unknown as Record<string, unknown>),
  );
  for (const statement of statements) await client.exec(statement);
  const app = Fastify();
  await app.register(webpaySimPlugin, { prefix: '/webpay-sim', db, ...options });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db,
    baseUrl: `http://127.0.0.1:${port}/webpay-sim`,
    close: async () => {
      await app.close();
      await client.close();
    },
  };
};
