import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';

/** One statement on the server of `databaseUrl` (create/drop database), on its own connection. */
export const adminQuery = async (databaseUrl: string, statement: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/** `databaseUrl` with its database replaced by `name`. */
export const databaseUrlOf = (databaseUrl: string, name: string): string => {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the server of `DATABASE_URL` (dropped again on close), so test files never share rows.
 * Both start from the run's migrated template when global-setup.ts made one.
 */
export const openTestDatabase = async (
  databaseUrl = process.env.DATABASE_URL,
): Promise<Database> => {
  if (!databaseUrl) {
    const template = process.env.ACADEMIAS_PGLITE_TEMPLATE;
    return template && existsSync(template)
      ? openPglite(undefined, new Blob([readFileSync(template)]))
      : openPglite();
  }
  const name = `academias_test_${randomBytes(6).toString('hex')}`;
  // The template lives on DATABASE_URL's server; a test that names another server migrates anew.
  const template =
    databaseUrl === process.env.DATABASE_URL ? process.env.ACADEMIAS_PG_TEMPLATE : undefined;
  await adminQuery(
    databaseUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const database = await openPostgres(databaseUrlOf(databaseUrl, name), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
};
