import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVING_CARD } from '../../webpay-sim/test-cards.ts';
import { type PaymentsTestApp, startPaymentsApp } from '../payments/payments-test-harness.ts';

/** Migrations, the fixture's argon2 hashes and the app start can be slow on a shared 2-core machine. */
const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 8116;
let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsApp(PORT, {
    limits: { rutLookup: { max: 8, windowSeconds: 60 }, create: { max: 50, windowSeconds: 60 } },
  });
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const lookup = (rut: unknown) => t.api(null, 'POST', '/api/v1/getUserByRut', { rut });

describe('getUserByRut', () => {
  it('a student: first name and initial, their open charges only, no contact data', async () => {
    const res = await lookup('15.555.555-6');
    expect(res.status).toBe(200);
    expect(res.json.payer).toEqual({
      userId: t.fixture.users.studentA.id,
      displayName: 'Camila C.',
    });
    expect(res.json.people).toHaveLength(1);
    const [person] = res.json.people;
    expect(person.charges.map((c: { id: number }) => c.id)).toEqual([
      t.fixture.charges.chargeA1.id,
      t.extra.a3,
      t.extra.a4,
      t.extra.a5,
    ]);
    expect(Object.keys(person.charges[0]).sort()).toEqual([
      'amount',
      'description',
      'dueDate',
      'heldByYou',
      'id',
      'overdue',
      'period',
      'reserved',
      'reservedMinutes',
    ]);
    const text = JSON.stringify({ ...res.json, lookupToken: undefined });
    for (const secret of [
      '@correo.cl',
      'Castro',
      '15555555',
      'Díaz',
      t.fixture.users.studentA.username,
    ])
      expect(text).not.toContain(secret);
  });

  it('a guardian: their wards with the wards’ charges, never other students', async () => {
    const res = await lookup('13333333-9');
    expect(res.status).toBe(200);
    expect(res.json.payer.displayName).toBe('Elena C.');
    expect(res.json.people.map((p: { userId: number }) => p.userId)).toEqual([
      t.fixture.users.studentA.id,
    ]);
    // The signed lookup token is opaque (random-looking text): only what the page shows is checked.
    expect(JSON.stringify({ ...res.json, lookupToken: undefined })).not.toContain(
      String(t.extra.b3),
    );
  });

  it('shows a charge held by a payment in progress as reserved', async () => {
    const created = await t.api(null, 'POST', '/api/v1/webpay/create', {
      userId: t.fixture.users.studentA.id,
      returnUrl: `${t.origin}/client/payments/result`,
      selectedPayments: [t.extra.a5],
    });
    expect(created.status).toBe(200);
    const res = await lookup('15555555-6');
    const charge = res.json.people[0].charges.find((c: { id: number }) => c.id === t.extra.a5);
    expect(charge.reserved).toBe(true);
    const fields = await t.payAtSimulator(
      created.json.token,
      created.json.url,
      'pay',
      APPROVING_CARD,
    );
    expect((await t.api(null, 'POST', '/api/v1/webpay/commit', fields)).json.outcome).toBe(
      'aprobado',
    );
    const after = await lookup('15555555-6');
    expect(after.json.people[0].charges.map((c: { id: number }) => c.id)).not.toContain(t.extra.a5);
  });

  it('invalid RUT: Spanish 400 naming the field; unknown RUT: Spanish 404', async () => {
    const invalid = await lookup('15.555.555-7');
    expect(invalid.status).toBe(400);
    expect(invalid.json.field).toBe('rut');
    expect(invalid.json.message).toMatch(/RUT válido/);
    const unknown = await lookup('22.222.222-2');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toMatch(/No encontramos a nadie con ese RUT/);
  });

  it('is rate limited per client with a Spanish 429', async () => {
    let last = 200;
    for (let i = 0; i < 8 && last !== 429; i++) last = (await lookup('15555555-6')).status;
    expect(last).toBe(429);
    const res = await lookup('15555555-6');
    expect(res.status).toBe(429);
    expect(res.json.message).toMatch(/Espera un minuto/);
  });

  it('the return route redirects Transbank’s POST to the result page, and unknown returns to an error', async () => {
    const res = await fetch(`${t.origin}/api/v1/webpay/return`, {
      method: 'POST',
      body: new URLSearchParams({ token_ws: 'a'.repeat(64) }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${t.origin}/client/payments/result?error=no_encontrado`,
    );
  });
});
