import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as emailSchema from '../../db/schema/email.ts';
import type { EmailDb } from '../email-db.ts';

const adminUrl = process.env.EMAIL_TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const emailTestDatabase = 'academias_email_test';
export const emailTestDatabaseUrl = adminUrl.replace(/\/[^/]+$/, `/${emailTestDatabase}`);

const createTables = async (db: EmailDb) => {
  // drizzle-kit's push builds the same DDL as the migrations from the schema file.
  const { pushSchema } = await import('drizzle-kit/api');
  const result = await pushSchema(emailSchema, db as never);
  await result.apply();
};

/** A fresh PostgreSQL database on the local server (the multi-process tests need a real one). */
export const createPostgresTestDb = async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${emailTestDatabase} with (force)`);
  await admin.query(`create database ${emailTestDatabase}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: emailTestDatabaseUrl, max: 4 });
  const db = drizzlePg(pool) as unknown as EmailDb;
  await createTables(db);
  return { db, url: emailTestDatabaseUrl, close: () => pool.end() };
};

export const createPgliteTestDb = async () => {
  const client = new PGlite();
  const db = drizzlePglite(client) as unknown as EmailDb;
  await createTables(db);
  return { db, close: () => client.close() };
};

export const clearEmailTables = (db: EmailDb) =>
  db.execute(sql`truncate email_outbox, email_sends, email_opt_outs, email_images, email_templates restart identity cascade`);
