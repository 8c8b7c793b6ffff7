import { sql } from 'drizzle-orm';
import { selectRows } from '../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD } from '../test/fixture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The server keeps resolved callers in memory (CurrentUserCache). These calls change the database
 * behind the app's back, as another server process or an operator would, and check that the very
 * next request already sees the change: on PGlite and on PostgreSQL (LISTEN/NOTIFY).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const academy = (as: 'teacherA' | 'studentA', id: number) =>
  t.call(as, { method: 'GET', url: `/api/v1/getAcademyById/${id}` });

/** On PostgreSQL the notification arrives on its own connection: give it the moment it takes. */
const settle = async () => {
  if (t.database.kind === 'postgres') await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('callers kept in memory', () => {
  it('serves repeated calls of a caller from memory', async () => {
    t.app.callers.clear();
    expect((await academy('teacherA', t.fixture.academies.academyA.id)).statusCode).toBe(200);
    expect(t.app.callers.size).toBe(1);
    expect((await academy('teacherA', t.fixture.academies.academyA.id)).statusCode).toBe(200);
    expect(t.app.callers.size).toBe(1);
  });

  it('hears its own marker: every change committed before it has reached this process', async () => {
    expect(await t.app.callers.caughtUp()).toBe(true);
  });

  it('a session ended through the API is refused on the very next request, with no wait', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'alumno.b', password: FIXTURE_PASSWORD },
    });
    const { token, refreshToken } = login.json() as { token: string; refreshToken: string };
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/getTypeProfile',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me()).statusCode).not.toBe(401);
    expect((await me()).statusCode).not.toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: { refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('sees a teacher given another academy on the next request', async () => {
    const { academyA, academyB } = t.fixture.academies;
    expect((await academy('teacherA', academyA.id)).statusCode).toBe(200);
    expect((await academy('teacherA', academyB.id)).statusCode).toBe(404);
    await t.database.db.execute(
      sql`insert into academy_teachers (academy_id, teacher_id) values (${academyB.id}, ${t.fixture.users.teacherA.id})`,
    );
    await settle();
    expect((await academy('teacherA', academyB.id)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`delete from academy_teachers where academy_id = ${academyB.id} and teacher_id = ${t.fixture.users.teacherA.id}`,
    );
    await settle();
    expect((await academy('teacherA', academyB.id)).statusCode).toBe(404);
  });

  it('refuses a session revoked in the database at once', async () => {
    expect((await academy('teacherA', t.fixture.academies.academyA.id)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() where user_id = ${t.fixture.users.teacherA.id} and revoked_at is null`,
    );
    await settle();
    expect((await academy('teacherA', t.fixture.academies.academyA.id)).statusCode).toBe(401);
  });

  it('refuses a user disabled in the database at once', async () => {
    const list = () => t.call('studentA', { method: 'GET', url: '/api/v1/getTypeProfile' });
    const before = await list();
    expect(before.statusCode).not.toBe(401);
    await t.database.db.execute(
      sql`update users set disabled_at = now() where id = ${t.fixture.users.studentA.id}`,
    );
    await settle();
    expect((await list()).statusCode).toBe(401);
    await t.database.db.execute(
      sql`update users set disabled_at = null where id = ${t.fixture.users.studentA.id}`,
    );
  });

  it('a teacher taken off an academy through the API loses it on the very next request', async () => {
    const { academyB } = t.fixture.academies;
    const teacherB = t.fixture.users.teacherB.id;
    expect(
      (await t.call('teacherB', { method: 'GET', url: `/api/v1/getAcademyById/${academyB.id}` }))
        .statusCode,
    ).toBe(200);
    const removed = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/deleteAcademies',
      payload: { ID: academyB.id, idteacher: teacherB },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.call('teacherB', { method: 'GET', url: `/api/v1/getAcademyById/${academyB.id}` }))
        .statusCode,
    ).toBe(404);
    await t.database.db.execute(
      sql`insert into academy_teachers (academy_id, teacher_id) values (${academyB.id}, ${teacherB})`,
    );
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'stops caching while the notification connection is down, and recovers',
    async () => {
      const guardian = () => t.call('guardian', { method: 'GET', url: '/api/v1/getTypeProfile' });
      expect((await guardian()).statusCode).not.toBe(401);
      expect(t.app.callers.live).toBe(true);
      await selectRows(
        t.database.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      );
      for (let i = 0; i < 50 && t.app.callers.live; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(t.app.callers.live).toBe(false);
      expect(t.app.callers.size).toBe(0);
      expect(await t.app.callers.caughtUp()).toBe(false);
      // Still answered, from the database, and not kept.
      expect((await guardian()).statusCode).not.toBe(401);
      expect(t.app.callers.size).toBe(0);
      for (let i = 0; i < 100 && !t.app.callers.live; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(t.app.callers.live).toBe(true);
      await t.database.db.execute(
        sql`update users set disabled_at = now() where id = ${t.fixture.users.guardian.id}`,
      );
      await settle();
      expect((await guardian()).statusCode).toBe(401);
    },
  );
});
