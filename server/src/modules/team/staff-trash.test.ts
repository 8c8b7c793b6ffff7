import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import { FIXTURE_PASSWORD } from '../../test/fixture.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';

/** "Deshacer" after taking someone off Equipo de Trabajo (staff-trash.ts, POST /api/v1/restore). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const remove = (id: number) => t.post('admin', '/api/v1/deleteTeacher', { data: { id } });
const restore = (id: number, as: FixtureUser = 'admin') =>
  t.post(as, '/api/v1/restore', { data: { entity: 'miembro', id } });
const state = async (id: number) =>
  (
    await selectRows<{ archived: boolean; disabled: boolean; academies: number[] }>(
      t.database.db,
      sql`select archived_at is not null as archived, disabled_at is not null as disabled,
        (select coalesce(array_agg(academy_id order by academy_id), '{}') from academy_teachers where teacher_id = u.id) as academies
        from users u where u.id = ${id}`,
    )
  )[0];
const login = (username: string) =>
  t.post(null, '/api/auth/login', { username, password: FIXTURE_PASSWORD });

describe('Deshacer after taking a member off the team', () => {
  it('a teacher comes back with their academies and login; a second undo is a 409', async () => {
    const { teacherA, admin } = t.fixture.users;
    const before = await state(teacherA.id);
    expect(before).toEqual({
      archived: false,
      disabled: false,
      academies: [t.fixture.academies.academyA.id],
    });
    expect((await remove(teacherA.id)).statusCode).toBe(200);
    expect(await state(teacherA.id)).toEqual({ archived: true, disabled: true, academies: [] });
    expect((await login('profe.a')).statusCode).not.toBe(200);
    for (const as of ['teacherB', 'studentA', 'guardian'] as const)
      expect((await restore(teacherA.id, as)).statusCode).toBe(403);

    const res = await restore(teacherA.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Miembro del equipo restaurado.' });
    expect(await state(teacherA.id)).toEqual(before);
    expect((await login('profe.a')).statusCode).toBe(200);
    const now = await databaseFingerprint(t.database.db);
    expect((await restore(teacherA.id)).statusCode).toBe(409);
    expect(await databaseFingerprint(t.database.db)).toBe(now);
    const audit = await selectRows<{ action: string; user_id: number }>(
      t.database.db,
      sql`select action, user_id from audit_log where entity = 'miembro' and entity_id = ${String(teacherA.id)} order by id`,
    );
    expect(audit).toEqual([
      { action: 'eliminar', user_id: admin.id },
      { action: 'restaurar', user_id: admin.id },
    ]);
  });

  it('one of their academies deleted meanwhile: a Spanish 409 and nothing changed', async () => {
    const created = await t.post('admin', '/api/v1/createAcademies', {
      data: { name: 'Academia de Cerámica', teacherIds: [t.fixture.users.teacherB.id] },
    });
    const academyId = (created.json() as { id: number }).id;
    const { teacherB } = t.fixture.users;
    expect((await remove(teacherB.id)).statusCode).toBe(200);
    expect((await t.post('admin', '/api/v1/deleteAcademies', { ID: academyId })).statusCode).toBe(
      200,
    );
    const now = await databaseFingerprint(t.database.db);
    const res = await restore(teacherB.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Academia de Cerámica ya no está activa/);
    expect(await databaseFingerprint(t.database.db)).toBe(now);
  });

  it('nothing taken off: a Spanish 404', async () => {
    const { teacherB, admin } = t.fixture.users;
    expect((await restore(admin.id)).statusCode).toBe(404);
    expect((await restore(teacherB.id + 1000)).json().message).toMatch(/No hay un miembro/);
  });
});
