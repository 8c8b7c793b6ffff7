import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';

/** "Deshacer" after deleting an academy in Academias (academy-trash.ts, POST /api/v1/restore). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const create = async (name: string, teacherIds: number[]) => {
  const res = await t.post('admin', '/api/v1/createAcademies', { data: { name, teacherIds } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
};
const remove = (id: number) => t.post('admin', '/api/v1/deleteAcademies', { ID: id });
const restore = (id: number, as: FixtureUser = 'admin') =>
  t.post(as, '/api/v1/restore', { data: { entity: 'academia', id } });
/** The academy's row and what hangs from it, to compare before the delete and after the undo. */
const state = async (id: number) =>
  (
    await selectRows<Record<string, unknown>>(
      t.database.db,
      sql`select to_jsonb(a) as academy,
        (select coalesce(jsonb_agg(at.teacher_id order by at.teacher_id), '[]') from academy_teachers at where at.academy_id = a.id) as teachers,
        (select coalesce(jsonb_agg(to_jsonb(c) order by c.id), '[]') from academy_charges c where c.academy_id = a.id) as charges,
        (select coalesce(jsonb_agg(to_jsonb(p) order by p.id), '[]') from academy_percents p where p.academy_id = a.id) as percents
        from academies a where a.id = ${id}`,
    )
  )[0];
const fingerprint = () => databaseFingerprint(t.database.db);

describe('Deshacer after deleting an academy', () => {
  it('one without history comes back whole: id, teachers, fixed costs and percents', async () => {
    const { teacherA } = t.fixture.users;
    const id = await create('Academia de Teatro', [teacherA.id]);
    const cost = await t.post('admin', '/api/v1/saveChargeByAcademy', {
      id,
      academy: {
        description: 'Arriendo',
        amount: 90_000,
        frequency: 'mensual',
        startDate: '2026-01-01',
      },
    });
    expect(cost.statusCode, cost.body).toBe(200);
    const percent = await t.post('admin', '/api/v1/savePercent', {
      data: { academyId: id, teacherId: teacherA.id, percent: 40 },
    });
    expect(percent.statusCode, percent.body).toBe(200);
    const before = await state(id);
    expect((await remove(id)).statusCode).toBe(200);
    expect(await state(id)).toBeUndefined();
    for (const as of ['teacherA', 'studentA', 'guardian'] as const)
      expect((await restore(id, as)).statusCode).toBe(403);

    const res = await restore(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Academia restaurada.' });
    expect(await state(id)).toEqual(before);
    const now = await fingerprint();
    const again = await restore(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Ya se restauró/);
    expect(await fingerprint()).toBe(now);
    const actions = await selectRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'academia' and entity_id = ${String(id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['eliminar', 'restaurar']);
  });

  it('one with history was archived: undo takes it out of the archive with its teachers', async () => {
    const { teacherA } = t.fixture.users;
    const id = await create('Academia de Pintura', [teacherA.id]);
    await t.database.db.execute(
      sql`insert into expenses (academy_id, category, description, amount, date) values (${id}, 'Otros', 'Pinceles', 5000, '2026-02-01')`,
    );
    const before = await state(id);
    expect((await remove(id)).statusCode).toBe(200);
    expect((await state(id))?.teachers).toEqual([]);
    expect((await restore(id)).statusCode).toBe(200);
    expect(await state(id)).toEqual(before);
  });

  it('a name taken meanwhile, or a teacher gone from the team: a Spanish 409, nothing changed', async () => {
    const first = await create('Academia de Canto', []);
    await remove(first);
    const other = await create('academia de canto', []);
    let now = await fingerprint();
    const clash = await restore(first);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/Ya hay otra academia llamada Academia de Canto/);
    expect(await fingerprint()).toBe(now);
    await remove(other);
    expect((await restore(first)).statusCode).toBe(200);

    const { teacherB } = t.fixture.users;
    const id = await create('Academia de Circo', [teacherB.id]);
    await remove(id);
    expect(
      (await t.post('admin', '/api/v1/deleteTeacher', { data: { id: teacherB.id } })).statusCode,
    ).toBe(200);
    now = await fingerprint();
    const gone = await restore(id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/Berta Bravo ya no está activo en el equipo/);
    expect(await fingerprint()).toBe(now);
    // the teacher back on the team, then the academy (long after any toast: the audit holds it)
    expect(
      (await t.post('admin', '/api/v1/restore', { data: { entity: 'miembro', id: teacherB.id } }))
        .statusCode,
    ).toBe(200);
    expect((await restore(id)).statusCode).toBe(200);
    expect((await state(id))?.teachers).toEqual([teacherB.id]);
  });

  it('nothing deleted: a Spanish 404', async () => {
    const res = await restore(t.fixture.academies.academyA.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No hay una academia eliminada/);
  });
});
