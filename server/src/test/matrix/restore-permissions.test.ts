import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../fingerprint.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../test-app.ts';

/**
 * POST /api/v1/restore for the kinds only an admin restores (a person of Alumnos, an academy, a
 * team member), called as every role after a real delete: anyone else is refused and nothing
 * changes; bad ids are a Spanish 4xx, never a 5xx. Templates (a teacher their own): restore.test.ts.
 */
let t: TestApp;
const deleted: Record<'alumno' | 'academia' | 'miembro', number> = {
  alumno: 0,
  academia: 0,
  miembro: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  const f = t.fixture;
  const academy = await t.post('admin', '/api/v1/createAcademies', {
    data: { name: 'Academia de Ajedrez', teacherIds: [] },
  });
  deleted.academia = (academy.json() as { id: number }).id;
  deleted.alumno = f.users.studentB.id;
  deleted.miembro = f.users.teacherB.id;
  const deletes = [
    t.post('admin', '/api/v1/deleteStudents', { data: { id: deleted.alumno } }),
    t.post('admin', '/api/v1/deleteAcademies', { ID: deleted.academia }),
    t.post('admin', '/api/v1/deleteTeacher', { data: { id: deleted.miembro } }),
  ];
  for (const res of await Promise.all(deletes)) expect(res.statusCode, res.body).toBe(200);
}, 180_000);
afterAll(() => t.close());

const refused: [FixtureUser | null, number][] = [
  [null, 401],
  ['teacherA', 403],
  ['studentA', 403],
  ['guardian', 403],
];

describe('restore of students, academies and team members: admin only', () => {
  for (const entity of ['alumno', 'academia', 'miembro'] as const) {
    it(`${entity}: every other role refused in Spanish, nothing changed; bad ids a 4xx`, async () => {
      const before = await databaseFingerprint(t.database.db);
      for (const [as, status] of refused) {
        const res = await t.post(as, '/api/v1/restore', { data: { entity, id: deleted[entity] } });
        expect(res.statusCode, `${entity} as ${String(as)}`).toBe(status);
        expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
      }
      for (const id of [0, -1, 1.5, '7', null, 2 ** 31, 987_654]) {
        const res = await t.post('admin', '/api/v1/restore', { data: { entity, id } });
        expect([400, 404], `${entity} id ${String(id)}: ${res.body}`).toContain(res.statusCode);
        expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
      }
      expect(await databaseFingerprint(t.database.db)).toBe(before);
      const ok = await t.post('admin', '/api/v1/restore', {
        data: { entity, id: deleted[entity] },
      });
      expect(ok.statusCode, ok.body).toBe(200);
    });
  }
});
