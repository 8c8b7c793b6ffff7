import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges.ts';
import { emailSends } from '../../db/schema/email.ts';
import { documents, paymentItems, payments } from '../../db/schema/payments.ts';
import { APPROVING_CARD, REJECTING_CARD } from '../../webpay-sim/test-cards.ts';
import { type PaymentsTestApp, startPaymentsApp } from './payments-test-harness.ts';

/** Migrations, the fixture's argon2 hashes and the app start can be slow on a shared 2-core machine. */
const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 8113;
let t: PaymentsTestApp;
let resultUrl: string;

beforeAll(async () => {
  t = await startPaymentsApp(PORT);
  resultUrl = `${t.origin}/client/payments/result`;
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const chargeStates = async (ids: number[]) => {
  const rows = await t.database.db
    .select({ id: charges.id, state: charges.state })
    .from(charges)
    .where(inArray(charges.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.state]));
};
const create = (selectedPayments: number[], totalAcum = 1, userId = t.fixture.users.studentA.id) =>
  t.api(null, 'POST', '/api/v1/webpay/create', {
    orderId: 'X',
    userId,
    sessionId: 'sess-1',
    totalAcum,
    returnUrl: resultUrl,
    selectedPayments,
  });
const commit = (fields: Record<string, string>) =>
  t.api(null, 'POST', '/api/v1/webpay/commit', fields);

describe('Webpay payment through the simulator', () => {
  it('create -> approve -> commit: charges paid, payment recorded, boleta issued, PDF opens', async () => {
    const { a3, a4, a5 } = t.extra;
    const created = await create([a3, a4], 5);
    expect(created.status).toBe(200);
    expect(created.json.amount).toBe(61_000); // the client's totalAcum (5) is ignored
    expect(created.json.buyOrder.length).toBeLessThanOrEqual(26);
    const fields = await t.payAtSimulator(
      created.json.token,
      created.json.url,
      'pay',
      APPROVING_CARD,
    );
    expect(fields).toEqual({ token_ws: created.json.token });
    const result = await commit(fields);
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      outcome: 'aprobado',
      amount: 61_000,
      buyOrder: created.json.buyOrder,
      cardLast4: '6623',
      paymentTypeCode: 'VN',
      commerceName: 'Academias Demo SpA',
      installmentsNumber: 0,
    });
    expect(result.json.authorizationCode).toMatch(/^\d{6}$/);
    expect(result.json.items.map((i: { chargeId: number }) => i.chargeId)).toEqual([a3, a4]);
    expect(await chargeStates([a3, a4, a5])).toEqual({
      [a3]: 'pagado',
      [a4]: 'pagado',
      [a5]: 'pendiente',
    });
    const pdf = await fetch(`${t.origin}${result.json.document.pdfUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Reloading the result page commits nothing new and answers the same.
    const again = await commit(fields);
    expect(again.json).toEqual(result.json);
    const [doc] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, result.json.document.id));
    expect(doc).toMatchObject({ type: 41, total: 61_000 });
    // The confirmation e-mail was queued with the approval, once.
    expect(
      await t.database.db.select().from(emailSends).where(eq(emailSends.paymentId, doc!.paymentId)),
    ).toHaveLength(1);
  });

  for (const [action, card, outcome, returned] of [
    ['pay', REJECTING_CARD, 'rechazado', ['token_ws']],
    ['abort', undefined, 'anulado', ['TBK_TOKEN', 'TBK_ORDEN_COMPRA', 'TBK_ID_SESION']],
    ['timeout', undefined, 'tiempo_agotado', ['TBK_ORDEN_COMPRA', 'TBK_ID_SESION']],
    [
      'formerror',
      undefined,
      'anulado',
      ['token_ws', 'TBK_TOKEN', 'TBK_ORDEN_COMPRA', 'TBK_ID_SESION'],
    ],
  ] as const) {
    it(`${action}${card ? ' (rejected card)' : ''} leaves the charge pending and frees it`, async () => {
      const { a5 } = t.extra;
      const created = await create([a5]);
      expect(created.status).toBe(200);
      const fields = await t.payAtSimulator(created.json.token, created.json.url, action, card);
      expect(Object.keys(fields).sort()).toEqual([...returned].sort());
      const result = await commit(fields);
      expect(result.status).toBe(200);
      expect(result.json.outcome).toBe(outcome);
      expect(result.json.message).toMatch(/ningún cargo/);
      expect(result.json.document).toBeNull();
      expect(await chargeStates([a5])).toEqual({ [a5]: 'pendiente' });
      const active = await t.database.db
        .select()
        .from(paymentItems)
        .where(eq(paymentItems.chargeId, a5));
      expect(active.filter((i) => i.active)).toHaveLength(0);
    });
  }

  it('a second create for a reserved charge is refused with a Spanish 409 and writes nothing', async () => {
    const { b3 } = t.extra;
    const first = await create([b3], 0, t.fixture.users.studentB.id);
    expect(first.status).toBe(200);
    const before = await t.count(payments);
    const second = await create([b3], 0, t.fixture.users.studentB.id);
    expect(second.status).toBe(409);
    expect(second.json.message).toMatch(/pago en curso/);
    expect(await t.count(payments)).toBe(before);
    // The first payer can still finish.
    const fields = await t.payAtSimulator(first.json.token, first.json.url, 'pay', APPROVING_CARD);
    const result = await commit(fields);
    expect(result.json.outcome).toBe('aprobado');
    const paidAgain = await create([b3], 0, t.fixture.users.studentB.id);
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.json.message).toMatch(/ya están pagados/);
  });

  it('concurrent and repeated commits of one token commit once', async () => {
    const { chargeA1 } = t.fixture.charges;
    const created = await create([chargeA1.id]);
    const fields = await t.payAtSimulator(
      created.json.token,
      created.json.url,
      'pay',
      APPROVING_CARD,
    );
    const results = await Promise.all(Array.from({ length: 6 }, () => commit(fields)));
    expect(results.map((r) => r.json.outcome)).toEqual(Array(6).fill('aprobado'));
    expect(new Set(results.map((r) => r.json.document.folio)).size).toBe(1);
    const docs = await t.database.db
      .select()
      .from(documents)
      .innerJoin(payments, eq(payments.id, documents.paymentId))
      .where(eq(payments.token, created.json.token));
    expect(docs).toHaveLength(1);
  });

  it('rejects bad input with Spanish 400s and changes nothing', async () => {
    const before = [await t.count(payments), await t.count(paymentItems)];
    const cases: [unknown, RegExp][] = [
      [
        { userId: t.fixture.users.studentA.id, returnUrl: resultUrl, selectedPayments: [] },
        /al menos un cobro/,
      ],
      [
        {
          userId: t.fixture.users.studentA.id,
          returnUrl: 'https://evil.example/robo',
          selectedPayments: [t.extra.a5],
        },
        /misma aplicación/,
      ],
      [
        {
          userId: t.fixture.users.studentA.id,
          returnUrl: resultUrl,
          selectedPayments: [t.extra.a5, t.extra.a5],
        },
        /repetidos/,
      ],
      [{ userId: 'x', returnUrl: resultUrl, selectedPayments: [t.extra.a5] }, /número/],
    ];
    for (const [body, message] of cases) {
      const res = await t.api(null, 'POST', '/api/v1/webpay/create', body);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    // Someone else's charge: not found, never revealed.
    const other = await create([t.extra.b3]);
    expect(other.status).toBe(404);
    expect((await commit({})).status).toBe(400);
    expect((await commit({ token_ws: 'f'.repeat(64) })).status).toBe(404);
    expect([await t.count(payments), await t.count(paymentItems)]).toEqual(before);
  });
});
