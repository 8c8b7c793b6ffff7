import { sql } from 'drizzle-orm';
import { openPostgres } from '../../db/client.ts';
import type { Db } from '../../db/db-handle.ts';
import { adminQuery } from '../../test/test-db.ts';

const adminUrl =
  process.env.EMAIL_TEST_PG_ADMIN_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
/** One database per test process: two runs on one machine (a CI run beside a developer's) never share it. */
const emailTestDatabase = `academias_email_test_${process.pid}`;
const emailTestDatabaseUrl = adminUrl.replace(/\/[^/]*$/, `/${emailTestDatabase}`);

const onServer = (statement: string) => adminQuery(adminUrl, statement);

/**
 * A fresh, migrated database on the local PostgreSQL server: the worker tests run several
 * processes and connections against one database, which PGlite (one connection) cannot show.
 */
export const createPostgresTestDb = async () => {
  await onServer(`drop database if exists ${emailTestDatabase} with (force)`);
  await onServer(`create database ${emailTestDatabase}`);
  const database = await openPostgres(emailTestDatabaseUrl, 6);
  return {
    db: database.db,
    url: emailTestDatabaseUrl,
    close: async () => {
      await database.close();
      await onServer(`drop database if exists ${emailTestDatabase} with (force)`);
    },
  };
};

export const clearEmailTables = (db: Db) =>
  db.execute(
    sql`truncate email_outbox, email_sends, email_opt_outs, email_bounces, email_images, email_templates restart identity cascade`,
  );
