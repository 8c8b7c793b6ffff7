import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges.ts';
import { payments } from '../../db/schema/payments.ts';
import { type PaymentsTestApp, startPaymentsApp } from '../payments/payments-test-harness.ts';
import { paymentStateText } from '../payments/payment-state-label.ts';
import { REASON_RELEASED } from '../payments/payments-context.ts';
import { APPROVING_CARD } from '../../webpay-sim/test-cards.ts';

const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 9196;
const STUDENT_A_RUT = '15.555.555-6';
let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsApp(PORT, {
    limits: { rutLookup: { max: 200, windowSeconds: 60 }, create: { max: 200, windowSeconds: 60 } },
  });
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const search = async (previous?: string) =>
  (
    await t.api(null, 'POST', '/api/v1/getUserByRut', {
      rut: STUDENT_A_RUT,
      ...(previous ? { lookupToken: previous } : {}),
    })
  ).json;
const create = (chargeIds: number[], lookupToken: string) =>
  t.api(null, 'POST', '/api/v1/webpay/create', {
    userId: t.fixture.users.studentA.id,
    returnUrl: `${t.origin}/client/payments/result`,
    selectedPayments: chargeIds,
    lookupToken,
  });
const release = (chargeId: unknown, lookupToken: unknown) =>
  t.api(null, 'POST', '/api/v1/webpay/release', { chargeId, lookupToken });
const paymentOf = async (buyOrder: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.buyOrder, buyOrder)))[0]!;
const chargeState = async (id: number) =>
  (await t.database.db.select().from(charges).where(eq(charges.id, id)))[0]!.state;
const shown = (answer: { people: { charges: { id: number }[] }[] }, id: number) =>
  answer.people.flatMap((p) => p.charges).find((c) => c.id === id) as Record<string, unknown>;
const payLinkToken = async () => {
  const link = await t.api('admin', 'POST', '/api/v1/payLinks', {
    userId: t.fixture.users.studentA.id,
  });
  return new URL(link.json.url).hash.split('=')[1]!;
};
const openLink = async (token: string) =>
  (await t.api(null, 'POST', '/api/v1/payLinks/open', { token })).json.lookup;

describe('a held charge and the payer who holds it (issue 20 item 8, issue 15)', () => {
  it('the same search takes over its own hold; a new search of the same RUT (a stranger) gets 409', async () => {
    const mine = await search();
    const first = await create([t.extra.a3], mine.lookupToken);
    expect(first.status).toBe(200);

    const again = await search(mine.lookupToken);
    expect(shown(again, t.extra.a3)).toMatchObject({ reserved: true, heldByYou: true });
    const minutes = shown(again, t.extra.a3).reservedMinutes as number;
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(7);

    const stranger = await search();
    expect(shown(stranger, t.extra.a3)).toMatchObject({ reserved: true, heldByYou: false });
    const refused = await create([t.extra.a3], stranger.lookupToken);
    expect(refused.status).toBe(409);
    expect((await paymentOf(first.json.buyOrder)).state).toBe('creada');

    const resumed = await create([t.extra.a3], again.lookupToken);
    expect(resumed.status).toBe(200);
    expect(resumed.json.buyOrder).not.toBe(first.json.buyOrder);
    const replaced = await paymentOf(first.json.buyOrder);
    expect(replaced.state).toBe('anulada');
    expect(replaced.annulReason).toBe(REASON_RELEASED);
    // Lists and exports: the payer let it go, nothing was charged.
    expect(paymentStateText(replaced)).toBe('Cancelado por el pagador');
    expect((await paymentOf(resumed.json.buyOrder)).state).toBe('creada');

    // The stranger cannot release it either; the payer can.
    const strangerRelease = await release(t.extra.a3, stranger.lookupToken);
    expect(strangerRelease.status).toBe(409);
    expect((await paymentOf(resumed.json.buyOrder)).state).toBe('creada');
    const released = await release(t.extra.a3, again.lookupToken);
    expect(released.status).toBe(200);
    expect((await paymentOf(resumed.json.buyOrder)).state).toBe('anulada');
    expect(shown(await search(), t.extra.a3)).toMatchObject({
      reserved: false,
      reservedMinutes: null,
      heldByYou: false,
    });
    // Releasing a free charge changes nothing and says so.
    expect((await release(t.extra.a3, again.lookupToken)).status).toBe(200);
  });

  it('any of the payer’s own pay links takes over the hold made through another of them', async () => {
    const first = await openLink(await payLinkToken());
    const held = await create([t.extra.a4], first.lookupToken);
    expect(held.status).toBe(200);
    const second = await openLink(await payLinkToken());
    expect(shown(second, t.extra.a4)).toMatchObject({ reserved: true, heldByYou: true });
    const taken = await create([t.extra.a4], second.lookupToken);
    expect(taken.status).toBe(200);
    expect((await paymentOf(held.json.buyOrder)).state).toBe('anulada');
    // A RUT search (anyone who knows the RUT) is not the pay link's payer.
    expect((await create([t.extra.a4], (await search()).lookupToken)).status).toBe(409);
    expect((await release(t.extra.a4, second.lookupToken)).status).toBe(200);
  });

  it('a payment the payer already finished at Webpay is settled, not released, when they try again', async () => {
    const mine = await search();
    const first = await create([t.extra.a5], mine.lookupToken);
    expect(first.status).toBe(200);
    await t.payAtSimulator(first.json.token, first.json.url, 'pay', APPROVING_CARD);
    const again = await create([t.extra.a5], mine.lookupToken);
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/ya están pagados/);
    expect((await paymentOf(first.json.buyOrder)).state).toBe('autorizada');
    expect(await chargeState(t.extra.a5)).toBe('pagado');
  });

  it('paying on the form that stayed open after a release is still recorded, never lost', async () => {
    const mine = await search();
    const held = await create([t.fixture.charges.chargeA1.id], mine.lookupToken);
    expect(held.status).toBe(200);
    expect((await release(t.fixture.charges.chargeA1.id, mine.lookupToken)).status).toBe(200);
    const fields = await t.payAtSimulator(held.json.token, held.json.url, 'pay', APPROVING_CARD);
    const committed = await t.api(null, 'POST', '/api/v1/webpay/commit', {
      token_ws: fields.token_ws,
    });
    expect(committed.status).toBe(200);
    expect(committed.json.outcome).toBe('aprobado');
    expect(await chargeState(t.fixture.charges.chargeA1.id)).toBe('pagado');
  });

  it('bad input to release is a Spanish 400 or 404 and changes nothing', async () => {
    const mine = await search();
    const held = await create([t.extra.a3], mine.lookupToken);
    expect(held.status).toBe(200);
    const other = (await t.api(null, 'POST', '/api/v1/getUserByRut', { rut: '16.666.666-K' })).json;
    const cases: [unknown, unknown, number][] = [
      [t.extra.a3, undefined, 400],
      [t.extra.a3, 'x.y', 400],
      ['1e3', mine.lookupToken, 400],
      [true, mine.lookupToken, 400],
      [null, mine.lookupToken, 400],
      [t.extra.b3, mine.lookupToken, 404],
      [t.extra.a3, other.lookupToken, 404],
    ];
    for (const [chargeId, token, status] of cases) {
      const res = await release(chargeId, token);
      expect(res.status, JSON.stringify([chargeId, token])).toBe(status);
      expect(res.json.message).toMatch(/[a-záéíóú]/i);
    }
    expect((await paymentOf(held.json.buyOrder)).state).toBe('creada');
    expect((await release(t.extra.a3, mine.lookupToken)).status).toBe(200);
  });

  it('every role may call it (the portal is public) and none can release a stranger’s hold', async () => {
    const holder = await search();
    const held = await create([t.extra.a3], holder.lookupToken);
    expect(held.status).toBe(200);
    for (const role of ['admin', 'teacher', 'studentA', null] as const) {
      const token = (await search()).lookupToken;
      const res = await t.api(role as never, 'POST', '/api/v1/webpay/release', {
        chargeId: t.extra.a3,
        lookupToken: token,
      });
      expect(res.status, String(role)).toBe(409);
    }
    expect((await paymentOf(held.json.buyOrder)).state).toBe('creada');
    expect((await release(t.extra.a3, holder.lookupToken)).status).toBe(200);
  });
});
