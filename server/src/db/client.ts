import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { compileSql } from './compile-sql.ts';
import type { Db, Tx } from './db-handle.ts';
import { type Notifications, pgliteNotifications, postgresNotifications } from './notifications.ts';
import * as schema from './schema/index.ts';

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
    if ((error as { code?: string }).code !== '57P01')
      console.error('conexión a PostgreSQL perdida:', error.message);
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
export const openDatabase = async (options: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<Database> => {
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

const statementNames = new Map<string, string>();

/** `q_` and a hash of the text, remembered per text (hashing was ~1.5 % of a list call's CPU). */
const statementName = (text: string): string => {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    // Texts with `in` lists of ids are many: keep the set bounded.
    if (statementNames.size >= 2000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
};

/**
 * Rows of a hot query (the caller's session, the main lists) as a named prepared statement:
 * PostgreSQL parses and plans it once per connection and, after a few runs, keeps a generic
 * plan, where planning took as long as executing (0.5-0.7 ms of 1.2 ms for getCharges). Only for
 * queries whose best plan does not depend on the parameter values (not date-range reports). The
 * name is a hash of the text, so each distinct text (filters, `in` lists) is its own statement.
 */
export const preparedRows = async <T>(db: Db | Tx, query: SQL): Promise<T[]> => {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const compiled = compileSql(query) ?? dialect.sqlToQuery(query);
  const name = statementName(compiled.sql);
  const client = (session as unknown as { client?: unknown }).client;
  // PGlite's driver ignores statement names (every query is parsed and planned again, ~45 % of a
  // list query's time in WASM): there the statement is prepared with SQL and run with EXECUTE.
  const executed =
    client instanceof PGlite ? await pgliteExecute(client, compiled, name) : undefined;
  if (executed) return executed as T[];
  const result = (await session.prepareQuery(compiled, undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
};

/**
 * Per PGlite instance: whether string literals are standard (backslash not an escape, the default;
 * checked once, literals are used only then) and the statements prepared (true) or found
 * unpreparable (false).
 */
const pglitePrepared = new WeakMap<
  PGlite,
  { standardStrings: Promise<boolean>; statements: Map<string, Promise<boolean>> }
>();

/**
 * `execute name('arg', ...)` of a statement prepared once with `prepare name as ...`, its rows
 * parsed as drizzle's driver parses them. Undefined when a parameter has
 * no safe literal form or the statement cannot be prepared (parameter types not inferable): the
 * caller then runs the query as usual.
 */
const pgliteExecute = async (
  client: PGlite,
  compiled: { sql: string; params: unknown[] },
  name: string,
): Promise<unknown[] | undefined> => {
  const args = compiled.params.map(sqlLiteral);
  if (args.some((a) => a === undefined)) return undefined;
  let state = pglitePrepared.get(client);
  if (!state) {
    const standardStrings = client
      .query<{ standard_conforming_strings: string }>('show standard_conforming_strings')
      .then(
        (r) => r.rows[0]?.standard_conforming_strings === 'on',
        () => false,
      );
    pglitePrepared.set(client, (state = { standardStrings, statements: new Map() }));
  }
  if (!(await state.standardStrings)) return undefined;
  const { statements } = state;
  let prepared = statements.get(name);
  if (!prepared) {
    prepared = client.exec(`prepare "${name}" as ${compiled.sql}`).then(
      () => true,
      () => false,
    );
    statements.set(name, prepared);
  }
  if (!(await prepared)) return undefined;
  // The simple protocol: one message, where query() would add a describe round trip and parse
  // (3.3 ms against 0.7 ms for the plans page on the demo data).
  const results = await client.exec(
    `execute "${name}"${args.length ? `(${args.join(', ')})` : ''}`,
    {
      rowMode: 'object',
      parsers: driverParsers,
    },
  );
  return results.at(-1)?.rows ?? [];
};

/** Types drizzle's PGlite driver leaves as text (dates, timestamps, intervals and their arrays). */
const asText = (value: string) => value;
const driverParsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, asText]),
);

/**
 * A parameter as an untyped SQL literal (`'...'`, converted to the parameter's type by EXECUTE),
 * or undefined when it has no literal form here. Strings double their quotes (the server's
 * standard_conforming_strings is on, its default: backslashes are plain characters); arrays
 * become array literals with quoted, escaped elements.
 */
export const sqlLiteral = (value: unknown): string | undefined => {
  if (value === null) return 'null';
  const text = literalText(value);
  if (text === undefined || text.includes('\0')) return undefined;
  return `'${text.replace(/'/g, "''")}'`;
};

const literalText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value)) {
    if (value.some((item) => Array.isArray(item))) return undefined;
    const items = value.map((item) => {
      if (item === null) return 'NULL';
      const text = literalText(item);
      return text === undefined ? undefined : `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    });
    return items.some((item) => item === undefined) ? undefined : `{${items.join(',')}}`;
  }
  return undefined;
};
