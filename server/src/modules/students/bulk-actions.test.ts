import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';

/** POST /api/v1/students/bulk: reminder, template and invitation for ticked people or a filter. */
let t: TestApp;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://academias.example' } });
  const saved = await t.post('admin', '/api/v1/saveEmailDB', {
    data: { name: 'Aviso', subject: 'Aviso para {{nombre}}', html: '<p>Hola {{nombre}}</p>' },
  });
  templateId = saved.json().id;
}, 180_000);
afterAll(() => t.close());

const bulk = (as: FixtureUser | null, data: Record<string, unknown>) =>
  t.post(as, '/api/v1/students/bulk', { data });
const body = (action: string, students: object, extra: object = {}) => ({
  idempotencyKey: randomUUID(),
  action,
  students,
  ...extra,
});
const fingerprint = () => databaseFingerprint(t.database.db);
const outbox = async (kind: string) =>
  selectRows<{ email: string }>(
    t.database.db,
    sql`select o.email from email_outbox o join email_sends s on s.id = o.send_id
        where s.kind = ${kind} order by o.email`,
  );

describe('POST /api/v1/students/bulk', { timeout: 60_000 }, () => {
  it('refuses every role but admin, changing nothing', async () => {
    const { studentA } = t.fixture.users;
    const before = await fingerprint();
    for (const as of ['teacherA', 'studentA', 'guardian', null] as const) {
      const res = await bulk(as, body('invitacion', { ids: [studentA.id] }));
      expect(res.statusCode, String(as)).toBe(as === null ? 401 : 403);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('refuses bad selections in Spanish, changing nothing', async () => {
    const { studentA, teacherA, guardian } = t.fixture.users;
    const before = await fingerprint();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [body('invitacion', {}), 400, /al menos una persona/],
      [body('invitacion', { ids: [studentA.id, studentA.id] }), 400, /repetidas/],
      [body('invitacion', { ids: [studentA.id, 999_999] }), 400, /no existen/],
      [body('invitacion', { ids: [teacherA.id] }), 400, /no son alumnos/],
      [body('plantilla', { ids: [studentA.id] }), 400, /elige una plantilla/],
      [body('borrar', { ids: [studentA.id] }), 400, /recordatorio, plantilla o invitacion/],
      [body('recordatorio', { ids: [guardian.id] }), 400, /no tiene alumnos activos/],
      [
        body('recordatorio', { filter: { search: 'nadie-se-llama-asi' } }),
        400,
        /no tiene personas/,
      ],
      [{ ...body('invitacion', { ids: [studentA.id] }), idempotencyKey: 'x' }, 400, /UUID/],
      [
        body('invitacion', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }),
        400,
        /hasta 1000/,
      ],
    ];
    for (const [data, status, message] of cases) {
      const res = await bulk('admin', data);
      expect(res.statusCode, JSON.stringify(data).slice(0, 80)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('invites the ticked people once per key, like a single invitation', async () => {
    const { studentA, guardian } = t.fixture.users;
    const data = body('invitacion', { ids: [studentA.id, guardian.id] });
    const [first, second] = await Promise.all([bulk('admin', data), bulk('admin', data)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().replayed, second.json().replayed].sort()).toEqual([false, true]);
    expect(first.json()).toMatchObject({ selected: 2, queued: 2, skipped: 0 });
    expect(first.json().message).toMatch(/Se enviaron 2 invitaciones/);
    expect((await outbox('acceso')).map((r) => r.email)).toEqual([
      'alumno.a@correo.cl',
      'apoderado@correo.cl',
    ]);
    const other = await bulk('admin', { ...data, action: 'recordatorio' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/otra acción/);
  });

  it('sends a template to every student of the filter, once per key', async () => {
    const data = body('plantilla', { filter: { status: 'activo' } }, { templateId });
    const first = await bulk('admin', data);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ selected: 2, queued: 2, replayed: false });
    const replay = await bulk('admin', data);
    expect(replay.json()).toMatchObject({ queued: 2, replayed: true });
    expect((await outbox('masivo')).map((r) => r.email)).toEqual([
      'alumno.a@correo.cl',
      'alumno.b@correo.cl',
    ]);
  });

  it('reminds the payers of the ticked students who owe, never twice the same day', async () => {
    const { studentA, studentB } = t.fixture.users;
    const first = await bulk('admin', body('recordatorio', { ids: [studentA.id, studentB.id] }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ selected: 2, queued: 2 });
    const again = await bulk('admin', body('recordatorio', { ids: [studentA.id] }));
    expect(again.json()).toMatchObject({ queued: 0, skipped: 1, replayed: false });
    expect((await outbox('recordatorio')).length).toBe(2);
  });

  it('GET students?ids= answers only the ticked people (Exportar selección)', async () => {
    const { studentB, guardian } = t.fixture.users;
    const res = await t.call('admin', {
      method: 'GET',
      url: `/api/v1/students?ids=${guardian.id},${studentB.id}&pageSize=100`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(2);
    expect((res.json().items as { id: number }[]).map((s) => s.id).sort((a, b) => a - b)).toEqual(
      [studentB.id, guardian.id].sort((a, b) => a - b),
    );
    const bad = await t.call('admin', { method: 'GET', url: '/api/v1/students?ids=1;drop' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps each run in the audit log under its key', async () => {
    const rows = await selectRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'alumnos_masivo' order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual([
      'invitacion',
      'plantilla',
      'recordatorio',
      'recordatorio',
    ]);
  });
});
