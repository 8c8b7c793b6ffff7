import { rutCheckDigit } from '@academias/shared/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import { FIXTURE_PASSWORD } from '../../test/fixture.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';

/** "Deshacer" after deleting a person in Alumnos (student-trash.ts, POST /api/v1/restore). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const PASSWORD = 'Trompeta.Violeta.2026';
let nextRut = 20_100_000;
const newRut = () => {
  nextRut += 1;
  return `${nextRut}-${rutCheckDigit(nextRut)}`;
};
const create = async (data: Record<string, unknown>) => {
  const res = await t.post('admin', '/api/v1/createStudents', {
    data: { firstName: 'Rosa', lastName: 'Soto', rut: newRut(), ...data },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; rut: string };
};
const remove = (id: number) => t.post('admin', '/api/v1/deleteStudents', { data: { id } });
const restore = (id: number, as: FixtureUser = 'admin') =>
  t.post(as, '/api/v1/restore', { data: { entity: 'alumno', id } });
const login = (username: string, password = PASSWORD) =>
  t.post(null, '/api/auth/login', { username, password });
const row = async (id: number) =>
  (
    await selectRows<{ username: string; password_hash: string; archived: boolean }>(
      t.database.db,
      sql`select username, password_hash, archived_at is not null as archived from users where id = ${id}`,
    )
  )[0];
const links = (id: number) =>
  selectRows<{ guardian_id: number; student_id: number }>(
    t.database.db,
    sql`select guardian_id, student_id from guardians where student_id = ${id} or guardian_id = ${id} order by 1, 2`,
  );

describe('Deshacer after deleting a student', () => {
  it('a student without charges comes back whole: id, login, guardian, enrolment, revoked pay links', async () => {
    const f = t.fixture;
    const guardian = await create({ type: 3, username: 'apoderada.rosa', password: PASSWORD });
    const student = await create({ guardianIds: [guardian.id] });
    await t.database.db.execute(
      sql`insert into enrolments (student_id, plan_id, payment_day, start_date) values (${student.id}, ${f.plans.planSpecial.id}, 7, '2026-03-01')`,
    );
    await t.database.db.execute(
      sql`insert into pay_link_revocations (user_id, revoked_before) values (${student.id}, now())`,
    );
    const before = await row(student.id);
    const deleted = await remove(student.id);
    expect(deleted.json()).toMatchObject({ archived: false });
    expect(await row(student.id)).toBeUndefined();
    expect(await links(guardian.id)).toEqual([]);

    const res = await restore(student.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Alumno restaurado.' });
    expect(await row(student.id)).toEqual(before);
    expect(await links(student.id)).toEqual([{ guardian_id: guardian.id, student_id: student.id }]);
    const [kept] = await selectRows<{ n: number; revoked: number }>(
      t.database.db,
      sql`select (select count(*)::int from enrolments where student_id = ${student.id} and payment_day = 7) as n,
                 (select count(*)::int from pay_link_revocations where user_id = ${student.id}) as revoked`,
    );
    expect(kept).toEqual({ n: 1, revoked: 1 });
    // the guardian logs in and sees their ward again
    const session = await login('apoderada.rosa');
    expect(session.statusCode, session.body).toBe(200);
    const ward = await t.call(null, {
      method: 'GET',
      url: `/api/v1/getStudentById/${student.id}`,
      headers: { authorization: `Bearer ${session.json().token}` },
    });
    expect(ward.statusCode, ward.body).toBe(200);

    // a second "Deshacer" is a Spanish 409 and changes nothing
    const fingerprint = await databaseFingerprint(t.database.db);
    const again = await restore(student.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Ya se restauró/);
    expect(await databaseFingerprint(t.database.db)).toBe(fingerprint);
    const actions = await selectRows<{ action: string; user_id: number }>(
      t.database.db,
      sql`select action, user_id from audit_log where entity = 'alumno' and entity_id = ${String(student.id)} order by id`,
    );
    expect(actions).toEqual([
      { action: 'eliminar', user_id: f.users.admin.id },
      { action: 'restaurar', user_id: f.users.admin.id },
    ]);
  });

  it('a student with charges was archived: undo reopens their enrolment and their login', async () => {
    const { studentB } = t.fixture.users;
    expect((await remove(studentB.id)).json()).toMatchObject({ archived: true });
    expect((await login('alumno.b', FIXTURE_PASSWORD)).statusCode).not.toBe(200);
    for (const as of ['teacherA', 'studentA', 'guardian'] as const)
      expect((await restore(studentB.id, as)).statusCode).toBe(403);
    expect((await restore(studentB.id)).statusCode).toBe(200);
    const [back] = await selectRows<{ archived: boolean; disabled: boolean; status: string }>(
      t.database.db,
      sql`select u.archived_at is not null as archived, u.disabled_at is not null as disabled, e.status
          from users u join enrolments e on e.student_id = u.id where u.id = ${studentB.id}`,
    );
    expect(back).toEqual({ archived: false, disabled: false, status: 'activo' });
    expect((await login('alumno.b', FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('a RUT taken meanwhile, or a guardian gone: a Spanish 409 and nothing changed', async () => {
    const student = await create({ username: 'rosa.violin', password: PASSWORD });
    await remove(student.id);
    const taken = await create({ rut: student.rut, firstName: 'Otra' });
    let fingerprint = await databaseFingerprint(t.database.db);
    const clash = await restore(student.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/Otra persona ya tiene el RUT/);
    expect(await databaseFingerprint(t.database.db)).toBe(fingerprint);
    await remove(taken.id);

    const guardian = await create({ type: 3 });
    const ward = await create({ guardianIds: [guardian.id] });
    await remove(ward.id);
    await remove(guardian.id);
    fingerprint = await databaseFingerprint(t.database.db);
    const gone = await restore(ward.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/apoderado o pupilo del alumno ya no existe/);
    expect(await databaseFingerprint(t.database.db)).toBe(fingerprint);
    // the guardian back first, then the ward: both links as they were (also long after the toast)
    expect((await restore(guardian.id)).statusCode).toBe(200);
    expect((await restore(ward.id)).statusCode).toBe(200);
    expect(await links(ward.id)).toEqual([{ guardian_id: guardian.id, student_id: ward.id }]);
  });

  it('nothing deleted: a Spanish 404; a teacher is refused', async () => {
    const never = await restore(t.fixture.users.studentA.id);
    expect(never.statusCode).toBe(404);
    expect(never.json().message).toMatch(/No hay un alumno eliminado/);
    expect((await restore(999_999)).statusCode).toBe(404);
  });
});
