import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the server of `DATABASE_URL` (dropped again on close), so test files never share rows.
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
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};
