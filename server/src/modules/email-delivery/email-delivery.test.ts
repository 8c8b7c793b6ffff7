import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailBounces, emailScheduledSends, emailSends } from '../../db/schema/index.ts';
import { drainOutbox } from '../../email/test-support/drain-outbox.ts';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../email/test-support/test-smtp-server.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';
import { emailModule } from '../email/routes.ts';
import { emailDeliveryModule } from './routes.ts';
import { runDueScheduledSends } from './scheduled-sends.ts';

/** Bounced addresses (listed, shown in the recipient picker, cleared) and scheduled sends (clock injected). */
let t: TestApp;
let smtp: TestSmtpServer;
const clock = new Date('2026-05-10T12:00:00Z'); // 08:00 in Santiago (UTC-4)

const post = (as: FixtureUser | null, url: string, data: object) =>
  t.call(as, { method: 'POST', url, payload: { data } });
const get = (as: FixtureUser | null, url: string) => t.call(as, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({
    modules: [emailModule, emailDeliveryModule({ clock: () => clock })],
    env: { PUBLIC_URL: 'https://academias.example' },
  });
  smtp = await startTestSmtpServer(9726);
}, 120_000);
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

describe('bounced addresses', () => {
  it('are listed with their people, skipped by the recipient picker, and cleared only by an admin', async () => {
    await t.database.db.insert(emailBounces).values({
      email: 'alumno.b@correo.cl',
      reason: 'Rechazado por el servidor de correo (550): no existe',
    });
    const list = await get('admin', `/api/v1/email/bounces?userId=${t.fixture.users.studentB.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ email: 'alumno.b@correo.cl', people: [{ name: 'Diego Díaz' }] }],
    });
    // Teacher A does not teach student B: the bounce is not theirs to see.
    expect((await get('teacherA', '/api/v1/email/bounces')).json().total).toBe(0);
    expect((await get('teacherB', '/api/v1/email/bounces')).json().total).toBe(1);

    const picker = await get(
      'admin',
      `/api/v1/getallRecipients/?mode=seleccion&userIds=${t.fixture.users.studentB.id}`,
    );
    expect(picker.json()).toMatchObject({
      sendable: 0,
      skipped: 1,
      skippedItems: [{ skipReason: 'Correo rebotado' }],
    });

    expect(
      (await post('teacherB', '/api/v1/email/bounces/clear', { email: 'alumno.b@correo.cl' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('admin', '/api/v1/email/bounces/clear', { email: 'no es correo' })).json(),
    ).toMatchObject({ field: 'data.email' });
    expect(
      (await post('admin', '/api/v1/email/bounces/clear', { email: 'otro@correo.cl' })).statusCode,
    ).toBe(404);
    expect(await t.count(emailBounces)).toBe(1);
    const cleared = await post('admin', '/api/v1/email/bounces/clear', {
      email: 'Alumno.B@correo.cl',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await t.count(emailBounces)).toBe(0);
  });
});

describe('scheduled sends', () => {
  let templateId = 0;
  beforeAll(async () => {
    const saved = await post('admin', '/api/v1/saveEmailDB', {
      name: 'Aviso de feriado',
      subject: 'Feriado, {{nombre}}',
      html: '<p>No hay clases el lunes.</p>',
    });
    templateId = saved.json().id;
  });

  it('refuses a past time, an impossible date and a template or filter out of reach, changing nothing', async () => {
    const send = (as: FixtureUser, runAt: string, extra: object = {}) =>
      post(as, '/api/v1/email/scheduled/create', {
        templateId,
        recipients: { mode: 'todos' },
        runAt,
        ...extra,
      });
    const past = await send('admin', '2026-05-10T07:59');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ field: 'data.runAt' });
    expect(past.json().message).toMatch(/ya pasaron/);
    expect((await send('admin', '2026-02-30T10:00')).json()).toMatchObject({ field: 'data.runAt' });
    expect((await send('admin', '2026-05-11T25:00')).json()).toMatchObject({ field: 'data.runAt' });
    expect((await send('admin', 'mañana')).json()).toMatchObject({ field: 'data.runAt' });
    expect((await send('admin', '2026-05-11T10:00', { templateId: 999_999 })).statusCode).toBe(404);
    expect(
      (
        await send('teacherA', '2026-05-11T10:00', {
          recipients: { mode: 'academia', academyId: t.fixture.academies.academyB.id },
        })
      ).statusCode,
    ).toBe(404);
    expect((await send('studentA', '2026-05-11T10:00')).statusCode).toBe(403);
    expect(await t.count(emailScheduledSends)).toBe(0);
  });

  it('goes out at its time, once; a cancelled one never does', async () => {
    const created = await post('admin', '/api/v1/email/scheduled/create', {
      templateId,
      recipients: { mode: 'todos' },
      runAt: '2026-05-11T09:30',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      runAt: '2026-05-11T09:30',
      state: 'programado',
      templateName: 'Aviso de feriado',
    });
    const other = await post('admin', '/api/v1/email/scheduled/create', {
      templateId,
      recipients: { mode: 'todos' },
      runAt: '2026-05-11T09:00',
    });
    expect(
      (await post('teacherA', '/api/v1/email/scheduled/cancel', { id: other.json().id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('admin', '/api/v1/email/scheduled/cancel', { id: other.json().id })).statusCode,
    ).toBe(200);
    expect(
      (await post('admin', '/api/v1/email/scheduled/cancel', { id: other.json().id })).statusCode,
    ).toBe(409);

    // 09:29 in Santiago: not yet. 09:30: queued, once.
    expect(
      await runDueScheduledSends(
        t.database.db,
        new Date('2026-05-11T13:29:00Z'),
        'https://academias.example',
      ),
    ).toEqual({ iniciados: 0, fallidos: 0 });
    expect(
      await runDueScheduledSends(
        t.database.db,
        new Date('2026-05-11T13:30:00Z'),
        'https://academias.example',
      ),
    ).toEqual({ iniciados: 1, fallidos: 0 });
    expect(
      await runDueScheduledSends(
        t.database.db,
        new Date('2026-05-11T14:30:00Z'),
        'https://academias.example',
      ),
    ).toEqual({ iniciados: 0, fallidos: 0 });
    expect(
      (await post('admin', '/api/v1/email/scheduled/cancel', { id: created.json().id })).json()
        .message,
    ).toMatch(/ya comenzó/);

    await drainOutbox(t.database.db, smtp.url);
    expect(smtp.received.map((m) => m.to).sort()).toEqual([
      'alumno.a@correo.cl',
      'alumno.b@correo.cl',
    ]);
    expect(await t.count(emailSends)).toBe(1);
    const list = await get('admin', '/api/v1/email/scheduled');
    expect(list.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ state: 'iniciado', sendId: expect.any(Number) }),
        expect.objectContaining({ state: 'cancelado' }),
      ]),
    );
    const [row] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from email_scheduled_sends where state = 'programado'`,
    );
    expect(row?.n).toBe(0);
  });
});
