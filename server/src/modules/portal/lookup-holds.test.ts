import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsTestApp, startPaymentsApp } from '../payments/payments-test-harness.ts';
import { readLookupToken, signLookupToken } from './lookup-token.ts';

const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 9150;
let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsApp(PORT, {
    limits: { rutLookup: { max: 50, windowSeconds: 60 }, create: { max: 50, windowSeconds: 60 } },
  });
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const create = (userId: number, chargeIds: number[], lookupToken: string | undefined) =>
  t.api(null, 'POST', '/api/v1/webpay/create', {
    userId,
    returnUrl: `${t.origin}/client/payments/result`,
    selectedPayments: chargeIds,
    // `null` keeps the harness from adding a token: these tests are about the token.
    lookupToken: lookupToken ?? null,
  });

describe('holds bound to the lookup that found them', () => {
  it('the RUT lookup gives a short-lived token naming the payer and whose charges it showed', async () => {
    const res = await t.api(null, 'POST', '/api/v1/getUserByRut', { rut: '13.333.333-9' });
    expect(readLookupToken(t.app.jwtSecret, res.json.lookupToken)).toEqual({
      payerId: t.fixture.users.guardian.id,
      people: [t.fixture.users.guardian.id, t.fixture.users.studentA.id],
      holder: expect.stringMatching(/^r:/),
    });
    expect(
      readLookupToken(t.app.jwtSecret, res.json.lookupToken, Date.now() + 31 * 60_000),
    ).toBeNull();
  });

  it('ids alone cannot hold a family’s charges: no token, a forged or expired one, or another family’s, changes nothing', async () => {
    const a = t.fixture.users.studentA.id;
    const before = await t.api('admin', 'GET', '/api/v1/getPayments');
    const refusals = [
      [await create(a, [t.extra.a3], undefined), 400],
      [await create(a, [t.extra.a3], 'x.y'), 400],
      [
        await create(
          a,
          [t.extra.a3],
          signLookupToken(t.app.jwtSecret, { payerId: a, people: [a] }, Date.now() - 31 * 60_000),
        ),
        400,
      ],
      [
        await create(
          a,
          [t.extra.a3],
          signLookupToken(new Uint8Array(32), { payerId: a, people: [a] }),
        ),
        400,
      ],
      [
        await create(
          a,
          [t.extra.a3],
          (await t.api(null, 'POST', '/api/v1/getUserByRut', { rut: '16.666.666-K' })).json
            .lookupToken,
        ),
        404,
      ],
    ] as const;
    for (const [res, status] of refusals) expect(res.status).toBe(status);
    expect((refusals[0][0] as { json: { field: string } }).json.field).toBe('lookupToken');
    expect((await t.api('admin', 'GET', '/api/v1/getPayments')).json.total).toBe(before.json.total);
  });

  it('a family has at most three payments in progress at once', async () => {
    const token = (await t.api(null, 'POST', '/api/v1/getUserByRut', { rut: '15.555.555-6' })).json
      .lookupToken;
    const a = t.fixture.users.studentA.id;
    for (const charge of [t.fixture.charges.chargeA1.id, t.extra.a3, t.extra.a4])
      expect((await create(a, [charge], token)).status).toBe(200);
    const fourth = await create(a, [t.extra.a5], token);
    expect(fourth.status).toBe(429);
    expect(fourth.json.message).toMatch(/pagos en curso/);
  });
});
