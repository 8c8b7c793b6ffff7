import { buildApp } from './app.ts';
import type { Env } from './config/env.ts';
import { checkSettings } from './config/production-check.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './seed/index.ts';
import { readinessChecks } from './modules/system/readiness.ts';

/** The embedded database gets the demo on first start, except in production (known passwords). */
const seedsDemo = (env: Env, kind: 'pglite' | 'postgres') =>
  env.SEED_DEMO ?? (kind === 'pglite' && env.NODE_ENV !== 'production');

/** One server process: opens the database (migrating it), seeds the demo when asked, listens. */
export const startServer = async (env: Env): Promise<void> => {
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  // Demo data on first start of the embedded default (or when SEED_DEMO=true on a server).
  if (seedsDemo(env, database.kind)) await seedDemoIfEmpty(database.db);

  const app = await buildApp({ env, database, serveFrontends: true });
  app.addHook('onClose', () => database.close());
  for (const warning of checkSettings(env).warnings)
    app.log.warn({ setting: warning.setting }, warning.message);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'cerrando el servidor');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // The SMTP server answering and the SII certificate are known only with the database open: logged
  // once after start (not awaited: the SMTP check may take its 5 s timeout), as the status screen shows them.
  void readinessChecks(app, new Date())
    .then((checks) => {
      for (const check of checks.filter(
        (c) => (c.key === 'correo' || c.key === 'sii') && c.state !== 'ok',
      )) {
        app.log.warn({ check: check.key, state: check.state }, check.messages.join(' '));
      }
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'readiness check at start failed'));
};

/**
 * Migrations and the demo seed, once, before the workers of a cluster start (so they do not race
 * to seed an empty database).
 */
export const prepareDatabase = async (env: Env): Promise<void> => {
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    if (seedsDemo(env, database.kind)) await seedDemoIfEmpty(database.db);
  } finally {
    await database.close();
  }
};
