import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { type Database } from '../db/client.ts';
import { selectRows } from '../db/db-handle.ts';
import { academyTeachers } from '../db/schema/index.ts';
import { startSession } from '../modules/auth/repository.ts';
import { type Fixture, seedFixture } from './fixture.ts';
import { openTestDatabase } from './test-db.ts';

export type FixtureUser = keyof Fixture['users'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  fixture: Fixture;
  /** Bearer tokens of every fixture user (sessions created directly, no argon2 per test). */
  tokens: Record<FixtureUser, string>;
  /** `app.inject` as a fixture user (or anonymous with `null`). */
  call: (as: FixtureUser | null, options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** A POST with a JSON payload as a fixture user (or anonymous with `null`). */
  post: (as: FixtureUser | null, url: string, payload: object) => Promise<LightMyRequestResponse>;
  /** Closes a month, as the admin did (docs/money.md): its charges no longer change. */
  closeMonth: (period: string) => Promise<void>;
  /** Rows in a table, to assert that a refused call changed nothing. */
  count: (table: PgTable) => Promise<number>;
  close: () => Promise<void>;
}

/** Teacher B teaches in academy A too (two teachers there, e.g. for shares that add up past 100 %). */
export const teacherBAlsoInAcademyA = async (t: TestApp) => {
  await t.database.db
    .insert(academyTeachers)
    .values({ academyId: t.fixture.academies.academyA.id, teacherId: t.fixture.users.teacherB.id })
    .onConflictDoNothing();
};

/** A fresh database (PGlite, or a new database on DATABASE_URL) with the fixture, and the app on it. */
export const createTestApp = async (
  options: Omit<BuildAppOptions, 'database'> = {},
): Promise<TestApp> => {
  const database = await openTestDatabase();
  const fixture = await seedFixture(database.db);
  const app = await buildApp({
    logger: false,
    ...options,
    env: { JOBS: false, ...options.env },
    database,
  });
  await app.ready();
  const tokens = {} as Record<FixtureUser, string>;
  for (const [key, user] of Object.entries(fixture.users) as [
    FixtureUser,
    Fixture['users'][FixtureUser],
  ][]) {
    const session = await startSession(database.db, app.jwtSecret, {
      id: user.id,
      type: user.type,
      username: user.username,
      name: `${user.firstName} ${user.lastName}`,
      passwordHash: user.passwordHash,
      active: true,
    });
    tokens[key] = session.token;
  }
  const call: TestApp['call'] = (as, options) =>
    app.inject({
      ...options,
      headers: { ...options.headers, ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}) },
    });
  return {
    app,
    database,
    fixture,
    tokens,
    call,
    post: (as, url, payload) => call(as, { method: 'POST', url, payload }),
    closeMonth: async (period) => {
      await database.db.execute(
        sql`insert into month_closings (period, closed_by) values (${period}, ${fixture.users.admin.id})`,
      );
    },
    count: async (table) => {
      const [row] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.identifier(getTableName(table))}`,
      );
      return row?.n ?? 0;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
