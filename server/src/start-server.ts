import { buildApp } from './app.ts';
import type { Env } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/index.ts';

/** One server process: opens the database (migrating it), seeds the demo when asked, listens. */
export const startServer = async (env: Env): Promise<void> => {
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  // Demo data on first start of the embedded default (or when SEED_DEMO=true on a server).
  if (env.SEED_DEMO ?? database.kind === 'pglite') await seedDemoIfEmpty(database.db);

  const app = await buildApp({ env, database, serveFrontends: true });
  app.addHook('onClose', () => database.close());

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'cerrando el servidor');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
};

/**
 * Migrations and the demo seed, once, before the workers of a cluster start (so they do not race
 * to seed an empty database).
 */
export const prepareDatabase = async (env: Env): Promise<void> => {
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    if (env.SEED_DEMO ?? database.kind === 'pglite') await seedDemoIfEmpty(database.db);
  } finally {
    await database.close();
  }
};
