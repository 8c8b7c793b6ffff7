import { eq, sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  charges,
  emailBounces,
  emailOptOuts,
  emailOutbox,
  reminderDeliveries,
  reminderSchedules,
} from '../../db/schema/index.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';
import { emailModule } from '../email/routes.ts';
import { remindersModule } from './routes.ts';

/**
 * The reminder schedule through the API with an injected clock (America/Santiago noon of `day`).
 * Fixture: student A (guardian Elena pays) owes 2026-01 due 2026-01-05 in academy A; student B
 * (pays for herself) owes 2026-01 due 2026-01-10 in academy B.
 */
let t: TestApp;
let clock = new Date('2026-01-05T15:00:00Z');
const at = (day: string) => {
  clock = new Date(`${day}T15:00:00Z`);
};

const post = (as: FixtureUser | null, url: string, payload?: object) =>
  t.call(as, { method: 'POST', url, ...(payload ? { payload } : {}) });
const run = async () => {
  const response = await post('admin', '/api/v1/reminders/run');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { queued: number; skipped: number; alreadyToday: number };
};
const schedule = (academyId: number, values: object = {}) =>
  post('admin', '/api/v1/reminders/schedules/save', {
    data: {
      academyId,
      enabled: true,
      daysBefore: 3,
      onDueDate: true,
      everyDaysAfter: 7,
      maxTimes: 3,
      sendHour: 9,
      ...values,
    },
  });
const outbox = () =>
  selectRows<{
    email: string;
    state: string;
    merge: Record<string, string>;
    last_error: string | null;
  }>(t.database.db, sql`select email, state, merge, last_error from email_outbox order by id`);

beforeAll(async () => {
  t = await createTestApp({
    modules: [emailModule, remindersModule({ clock: () => clock })],
    env: { PUBLIC_URL: 'https://academias.example' },
  });
}, 120_000);
afterAll(() => t?.close());

describe('reminder schedule: bad input', () => {
  it('refuses K < 0, an hour out of range and an unknown academy, in Spanish, changing nothing', async () => {
    const academyId = t.fixture.academies.academyA.id;
    const negative = await schedule(academyId, { maxTimes: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ field: 'data.maxTimes' });
    expect(negative.json().message).toMatch(/al menos 0/);
    const hour = await schedule(academyId, { sendHour: 24 });
    expect(hour.statusCode).toBe(400);
    expect(hour.json()).toMatchObject({ field: 'data.sendHour' });
    expect((await schedule(academyId, { daysBefore: 'tres' })).statusCode).toBe(400);
    expect((await schedule(999_999)).statusCode).toBe(404);
    const template = await post('admin', '/api/v1/reminders/template/save', {
      data: { subject: 'Hola {{apodo}}', html: '<p>x</p>' },
    });
    expect(template.statusCode).toBe(400);
    expect(template.json()).toMatchObject({ field: 'data.subject' });
    expect(await t.count(reminderSchedules)).toBe(0);
  });
});

describe('reminder run', () => {
  it('lists academies with the defaults, off', async () => {
    const response = await t.call('admin', { method: 'GET', url: '/api/v1/reminders/schedules' });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ academyName: 'Academia de Música', enabled: false, maxTimes: 3 }),
      ]),
    );
  });

  it('previews before the schedule is on, then queues one reminder per payer, once a day, until paid', async () => {
    expect((await schedule(t.fixture.academies.academyA.id, { enabled: false })).statusCode).toBe(
      200,
    );
    at('2026-01-05');
    const preview = await t.call('admin', { method: 'GET', url: '/api/v1/reminders/preview' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      total: 1,
      sendable: 1,
      items: [{ name: 'Elena Castro', total: 30_000, wards: [{ name: 'Camila Castro' }] }],
    });
    expect(await run()).toEqual({ queued: 0, skipped: 0, alreadyToday: 0 });

    expect((await schedule(t.fixture.academies.academyA.id)).statusCode).toBe(200);
    expect(await run()).toEqual({ queued: 1, skipped: 0, alreadyToday: 0 });
    const [row] = await outbox();
    expect(row?.email).toBe('apoderado@correo.cl');
    expect(row?.merge.detalle_deuda).toContain('Camila Castro:');
    expect(row?.merge.detalle_deuda).toContain('Mensualidad 2026-01');
    // The guardian's personal pay link (modules/pay-links), signed for them.
    expect(row?.merge.link_pago).toMatch(/^https:\/\/academias\.example\/client\/payments#/);
    expect(row?.merge.monto_pendiente).toBe('$30.000');

    // Same day again: nothing; the next day is not a reminder day (every 7 days after).
    expect(await run()).toEqual({ queued: 0, skipped: 0, alreadyToday: 1 });
    at('2026-01-06');
    expect(await run()).toEqual({ queued: 0, skipped: 0, alreadyToday: 0 });
    at('2026-01-12');
    expect(await run()).toMatchObject({ queued: 1 });

    // Paying stops the next reminder.
    await t.database.db
      .update(charges)
      .set({ state: 'pagado', paidAt: new Date() })
      .where(eq(charges.id, t.fixture.charges.chargeA1.id));
    at('2026-01-19');
    expect(await run()).toEqual({ queued: 0, skipped: 0, alreadyToday: 0 });
    expect(await t.count(reminderDeliveries)).toBe(2);

    const history = await t.call('admin', {
      method: 'GET',
      url: `/api/v1/reminders/history?chargeId=${t.fixture.charges.chargeA1.id}`,
    });
    expect(history.json()).toMatchObject({
      total: 2,
      items: [
        { day: '2026-01-12', payerName: 'Elena Castro', state: 'pendiente' },
        { day: '2026-01-05' },
      ],
    });
    const byStudent = await t.call('admin', {
      method: 'GET',
      url: `/api/v1/reminders/history?userId=${t.fixture.users.studentA.id}`,
    });
    expect(byStudent.json().total).toBe(2);
  });

  it('lists unsubscribed and bounced payers as skipped, and never reminds them', async () => {
    await schedule(t.fixture.academies.academyB.id, { daysBefore: 0, onDueDate: true });
    await t.database.db.insert(emailOptOuts).values({ email: 'alumno.b@correo.cl' });
    at('2026-01-10');
    const preview = await t.call('admin', { method: 'GET', url: '/api/v1/reminders/preview' });
    expect(preview.json()).toMatchObject({
      sendable: 0,
      skipped: 1,
      items: [{ name: 'Diego Díaz', skipReason: 'Se dio de baja de los correos' }],
    });
    expect(await run()).toEqual({ queued: 0, skipped: 1, alreadyToday: 0 });
    await t.database.db.delete(emailOptOuts);
    await t.database.db
      .insert(emailBounces)
      .values({ email: 'alumno.b@correo.cl', reason: '550 no existe' });
    at('2026-01-17');
    expect(await run()).toEqual({ queued: 0, skipped: 1, alreadyToday: 0 });
    const skipped = (await outbox()).filter((r) => r.email === 'alumno.b@correo.cl');
    expect(skipped.map((r) => r.state)).toEqual(['omitido', 'omitido']);
    expect(skipped[1]?.last_error).toMatch(/rebotado/);
    await t.database.db.delete(emailBounces);
  });

  it('previews the exact e-mail for a chosen student (their guardian gets it)', async () => {
    await t.database.db
      .update(charges)
      .set({ state: 'pendiente', paidAt: null })
      .where(eq(charges.id, t.fixture.charges.chargeA1.id));
    const response = await post('admin', '/api/v1/reminders/preview-person', {
      data: { userId: t.fixture.users.studentA.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      recipientName: 'Elena Castro',
      email: 'apoderado@correo.cl',
      total: 30_000,
    });
    expect(response.json().subject).toBe('Recordatorio de pago: $30.000');
    expect(response.json().html).toContain('Camila Castro:<br />');
    expect(
      (await post('admin', '/api/v1/reminders/preview-person', { data: { userId: 999_999 } }))
        .statusCode,
    ).toBe(404);
  });

  it('sends a reminder now to the payers of a selection, never twice the same day', async () => {
    at('2026-01-20');
    const selection = {
      data: { recipients: { mode: 'seleccion', userIds: [t.fixture.users.studentA.id] } },
    };
    const before = await t.count(emailOutbox);
    expect((await post('admin', '/api/v1/reminders/send-now', selection)).json()).toEqual({
      queued: 1,
      skipped: 0,
      alreadyToday: 0,
    });
    expect((await post('admin', '/api/v1/reminders/send-now', selection)).json()).toEqual({
      queued: 0,
      skipped: 0,
      alreadyToday: 1,
    });
    expect(await t.count(emailOutbox)).toBe(before + 1);
    const bad = await post('admin', '/api/v1/reminders/send-now', {
      data: { recipients: { mode: 'seleccion', userIds: [] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await post('admin', '/api/v1/reminders/send-now', { data: { charges: {} } })).statusCode,
    ).toBe(400);
  });

  it('sends a reminder now for charges chosen on Pagos Pendientes, by id or all of a filter', async () => {
    at('2026-01-21');
    const byIds = await post('admin', '/api/v1/reminders/send-now', {
      data: { charges: { ids: [t.fixture.charges.chargeB1.id] } },
    });
    expect(byIds.json(), byIds.body).toEqual({ queued: 1, skipped: 0, alreadyToday: 0 });
    // All open charges of academy A: student A's guardian (already reminded? no, a new day) gets one.
    const filter = { open: 'true', academyId: t.fixture.academies.academyA.id };
    expect(
      (await post('admin', '/api/v1/reminders/send-now', { data: { charges: { filter } } })).json(),
    ).toEqual({ queued: 1, skipped: 0, alreadyToday: 0 });
    expect(
      (
        await post('admin', '/api/v1/reminders/send-now', {
          data: { charges: { filter: { open: 'true' } } },
        })
      ).json(),
    ).toEqual({ queued: 0, skipped: 0, alreadyToday: 2 });
    const empty = await post('admin', '/api/v1/reminders/send-now', {
      data: { charges: { filter: { search: 'nadie se llama así' } } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'data.charges' });
  });
});
