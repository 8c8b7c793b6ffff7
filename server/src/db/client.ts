import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Notifications, pgliteNotifications, postgresNotifications } from './notifications.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One Drizzle API for both drivers (PGlite embedded, node-postgres on a server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle: the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on this database (caches dropped when a row they hold changes). */
  notifications: Notifications;
  close: () => Promise<void>;
  /** PGlite only: the whole database as a tarball (test template). */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');
/** SQL drizzle-kit cannot express (triggers); idempotent, run after every migration. */
const postMigrationSql = resolve(import.meta.dirname, 'sql/after-migrate.sql');

/**
 * PGlite in `dataDir`, or in memory. `template` is a dump of an already migrated database
 * (tests load it instead of running initdb and every migration again: seconds saved per file).
 */
export const openPglite = async (dataDir?: string, template?: Blob): Promise<Database> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the trigram search indexes (migration 0001); PGlite loads extensions it is given.
  const extensions = { pg_trgm };
  const client = dataDir
    ? new PGlite(dataDir, { extensions })
    : new PGlite(template ? { loadDataDir: template, extensions } : { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  await client.exec(readFileSync(postMigrationSql, 'utf8'));
  return {
    db,
    kind: 'pglite',
    notifications: pgliteNotifications(client),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
};

export const openPostgres = async (url: string, max = 10): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover, database dropped in tests) must not
  // crash the process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01') console.error('conexión a PostgreSQL perdida:', error.message);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several instances may start together: serialise migrations with an advisory lock.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727001)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await client.query(readFileSync(postMigrationSql, 'utf8'));
  } finally {
    await client.query('select pg_advisory_unlock(727001)');
    client.release();
  }
  const notifications = postgresNotifications(url);
  return {
    db,
    kind: 'postgres',
    notifications,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
};

/** PGlite in `dataDir` unless `databaseUrl` is given. Migrations run before it returns. */
export const openDatabase = async (options: { dataDir?: string; databaseUrl?: string }): Promise<Database> => {
  try {
    return options.databaseUrl
      ? await openPostgres(options.databaseUrl)
      : await openPglite(options.dataDir ? resolve(options.dataDir, 'pglite') : undefined);
  } catch (error) {
    // Before the first release the initial migration is regenerated; a database created from an
    // older one cannot be upgraded in place. Say so instead of a bare "relation already exists".
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === '42P07') {
      throw new Error(
        `La base de datos fue creada con una versión anterior del esquema. En desarrollo, borra ${
          options.databaseUrl ? 'esa base de datos' : `la carpeta ${options.dataDir ?? '.data'}`
        } y vuelve a iniciar (los datos de demostración se cargan solos).`,
        { cause: error },
      );
    }
    throw error;
  }
};

interface DrizzleInternals {
  dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } };
  session: {
    prepareQuery: (
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: false,
    ) => { execute: () => Promise<unknown> };
  };
}

/**
 * Rows of a hot query (the caller's session, the main lists) as a named prepared statement:
 * PostgreSQL parses and plans it once per connection and, after a few runs, keeps a generic
 * plan, where planning took as long as executing (0.5-0.7 ms of 1.2 ms for getCharges). Only for
 * queries whose best plan does not depend on the parameter values (not date-range reports). The
 * name is a hash of the text, so each distinct text (filters, `in` lists) is its own statement.
 */
export const preparedRows = async <T>(db: Db | Tx, query: SQL): Promise<T[]> => {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const compiled = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 20)}`;
  const result = (await session.prepareQuery(compiled, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
};

/** Rows of a raw query on either driver. */
export const rows = async <T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};
