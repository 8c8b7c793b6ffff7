import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailScheduledSends } from '../../db/schema/index.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';
import { emailModule } from '../email/routes.ts';
import { emailDeliveryModule } from './routes.ts';
import { runDueScheduledSends } from './scheduled-sends.ts';

/** "Reprogramar" of the scheduled-sends screen (issue 16): only before it starts, only one's own. */
let t: TestApp;
const clock = new Date('2026-05-10T12:00:00Z'); // 08:00 in Santiago (UTC-4)
let templateId = 0;

const post = (as: FixtureUser | null, url: string, data: object) =>
  t.call(as, { method: 'POST', url, payload: { data } });
const schedule = async (as: FixtureUser, runAt: string) =>
  (
    await post(as, '/api/v1/email/scheduled/create', {
      templateId,
      recipients: { mode: 'todos' },
      runAt,
    })
  ).json() as { id: number; runAt: string };
const reschedule = (as: FixtureUser | null, id: unknown, runAt: unknown) =>
  post(as, '/api/v1/email/scheduled/reschedule', { id, runAt });
const runAtOf = async (id: number) =>
  (await t.call('admin', { method: 'GET', url: '/api/v1/email/scheduled?pageSize=50' }))
    .json()
    .items.find((s: { id: number }) => s.id === id) as { runAt: string; state: string };

beforeAll(async () => {
  t = await createTestApp({
    modules: [emailModule, emailDeliveryModule({ clock: () => clock })],
    env: { PUBLIC_URL: 'https://academias.example' },
  });
  templateId = (
    await post('admin', '/api/v1/saveEmailDB', {
      name: 'Aviso de ensayo',
      subject: 'Ensayo, {{nombre}}',
      html: '<p>El ensayo cambia de sala.</p>',
    })
  ).json().id;
}, 120_000);
afterAll(() => t?.close());

describe('reschedule a scheduled send', () => {
  it('moves a send that has not started; the answer shows the new local date and hour', async () => {
    const created = await schedule('admin', '2026-05-11T09:30');
    const moved = await reschedule('admin', created.id, '2026-05-12T18:15');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id: created.id,
      runAt: '2026-05-12T18:15',
      state: 'programado',
    });
    expect((await runAtOf(created.id)).runAt).toBe('2026-05-12T18:15');
    // Not due at the old time any more.
    await runDueScheduledSends(t.database.db, new Date('2026-05-11T14:00:00Z'), 'https://x');
    expect((await runAtOf(created.id)).state).toBe('programado');
  });

  it('every bad input is a Spanish 400 (or 404/409) and changes nothing', async () => {
    const created = await schedule('admin', '2026-05-11T10:00');
    const cases: [unknown, unknown, number][] = [
      [created.id, '2026-05-10T07:59', 400], // past
      [created.id, '2026-02-30T10:00', 400],
      [created.id, '2026-05-11T24:00', 400],
      [created.id, '0000-00-00T00:00', 400],
      [created.id, 'mañana', 400],
      [created.id, '2026-05-11T10:00\u0000', 400],
      ['1e3', '2026-05-12T10:00', 400],
      [true, '2026-05-12T10:00', 400],
      [999_999, '2026-05-12T10:00', 404],
    ];
    for (const [id, runAt, status] of cases) {
      const res = await reschedule('admin', id, runAt);
      expect(res.statusCode, JSON.stringify([id, runAt, res.body])).toBe(status);
      expect(res.json().message).toMatch(/[a-záéíóú]/i);
    }
    expect((await runAtOf(created.id)).runAt).toBe('2026-05-11T10:00');
  });

  it('a cancelled send is not moved (409); roles: admin any, teacher own, others none', async () => {
    const cancelled = await schedule('admin', '2026-05-11T11:00');
    await post('admin', '/api/v1/email/scheduled/cancel', { id: cancelled.id });
    const refused = await reschedule('admin', cancelled.id, '2026-05-12T11:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cancelado/);

    const adminOwn = await schedule('admin', '2026-05-11T12:00');
    expect((await reschedule('teacherA', adminOwn.id, '2026-05-12T12:00')).statusCode).toBe(404);
    expect((await reschedule('studentA', adminOwn.id, '2026-05-12T12:00')).statusCode).toBe(403);
    expect((await reschedule(null, adminOwn.id, '2026-05-12T12:00')).statusCode).toBe(401);
    expect((await runAtOf(adminOwn.id)).runAt).toBe('2026-05-11T12:00');

    const teachers = await post('teacherA', '/api/v1/email/scheduled/create', {
      templateId,
      recipients: { mode: 'academia', academyId: t.fixture.academies.academyA.id },
      runAt: '2026-05-11T13:00',
    });
    expect(teachers.statusCode, teachers.body).toBe(200);
    const byTeacher = await reschedule('teacherA', teachers.json().id, '2026-05-12T13:00');
    expect(byTeacher.statusCode, byTeacher.body).toBe(200);
    expect((await reschedule('admin', teachers.json().id, '2026-05-12T14:00')).statusCode).toBe(
      200,
    );
    expect(await t.count(emailScheduledSends)).toBeGreaterThan(0);
  });
});
