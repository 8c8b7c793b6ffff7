import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { startSession } from '../../modules/auth/repository.ts';
import { generateCharges } from '../../modules/charges/generate-charges.ts';
import { seedFixture } from '../../test/fixture.ts';
import { type Database, openPglite, openPostgres } from '../client.ts';
import { selectRows } from '../db-handle.ts';
import { RestoreRefused, backupDatabase, pgliteDir, restoreDatabase } from './backup.ts';

/** Every table's rows, as one hash per table (order-independent), so two databases compare whole. */
const fingerprint = async (database: Database) => {
  const tables = await selectRows<{ name: string }>(
    database.db,
    sql`select schemaname || '.' || tablename as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await selectRows<{ n: number; h: string | null }>(
      database.db,
      sql`select count(*)::int as n, md5(string_agg(md5(t::text), '' order by md5(t::text))) as h from ${sql.raw(name)} t`,
    );
    result[name] = `${row?.n}:${row?.h}`;
  }
  return result;
};

/** What the admin's reports show, through the API, from a database. */
const reportFigures = async (database: Database) => {
  const app = await buildApp({ database, logger: false, env: { JOBS: false } });
  await app.ready();
  try {
    const [admin] = await selectRows<{ id: number }>(
      database.db,
      sql`select id from users where username = 'admin'`,
    );
    const session = await startSession(database.db, app.jwtSecret, {
      id: admin!.id,
      type: 0,
      username: 'admin',
      name: 'Admin',
      passwordHash: '',
      active: true,
    });
    const get = async (url: string) => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    return {
      dashboard: await get('/api/v1/getDashboard'),
      charges: await get('/api/v1/getCharges?pageSize=100'),
    };
  } finally {
    await app.close();
  }
};

const seed = async (database: Database) => {
  await seedFixture(database.db);
  for (const period of ['2026-01', '2026-02', '2026-03'])
    await generateCharges(database.db, period);
};

describe('backup and restore', () => {
  const folders: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'academias-backup-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'PGlite: a backup restores into an empty folder with every row and figure equal',
    async () => {
      const source = tempDir();
      const original = await openPglite(pgliteDir(source));
      await seed(original);
      // Reports first: reading them signs in (a session row), and the backup must hold that too.
      const reports = await reportFigures(original);
      const expected = { tables: await fingerprint(original), reports };
      await original.close();

      const file = join(tempDir(), 'respaldo.tar.gz');
      // While a server has the folder open, neither backup nor restore touches it.
      const running = await openPglite(pgliteDir(source));
      await expect(backupDatabase({ dataDir: source }, file)).rejects.toThrow(
        'está abierta por el servidor',
      );
      await running.close();
      await backupDatabase({ dataDir: source }, file);
      const target = tempDir();
      await restoreDatabase({ dataDir: target }, file);
      const restored = await openPglite(pgliteDir(target));
      try {
        expect(await fingerprint(restored)).toEqual(expected.tables);
        expect(await reportFigures(restored)).toEqual(expected.reports);
      } finally {
        await restored.close();
      }
      await expect(restoreDatabase({ dataDir: target }, file)).rejects.toBeInstanceOf(
        RestoreRefused,
      );
      await restoreDatabase({ dataDir: target }, file, { force: true });
    },
    180_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL: pg_dump custom format restores into an empty database with every row and figure equal',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const names = [0, 1].map(() => `academias_backup_${randomBytes(5).toString('hex')}`);
      for (const name of names) await admin.query(`create database ${name}`);
      const urlOf = (name: string) =>
        Object.assign(new URL(process.env.DATABASE_URL!), { pathname: `/${name}` }).toString();
      try {
        const original = await openPostgres(urlOf(names[0]!), 2);
        await seed(original);
        // Reports first: reading them signs in (a session row), and the backup must hold that too.
        const reports = await reportFigures(original);
        const expected = { tables: await fingerprint(original), reports };
        const file = join(tempDir(), 'respaldo.dump');
        await backupDatabase({ databaseUrl: urlOf(names[0]!), dataDir: '' }, file);
        await original.close();

        await restoreDatabase({ databaseUrl: urlOf(names[1]!), dataDir: '' }, file);
        // Opening runs the migrator: nothing left to apply, and the data stays as it was.
        const restored = await openPostgres(urlOf(names[1]!), 2);
        try {
          expect(await fingerprint(restored)).toEqual(expected.tables);
          expect(await reportFigures(restored)).toEqual(expected.reports);
        } finally {
          await restored.close();
        }
        await expect(
          restoreDatabase({ databaseUrl: urlOf(names[1]!), dataDir: '' }, file),
        ).rejects.toBeInstanceOf(RestoreRefused);
        await restoreDatabase({ databaseUrl: urlOf(names[1]!), dataDir: '' }, file, {
          force: true,
        });
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    180_000,
  );
});
