import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { charges } from '../../db/schema/charges.ts';
import { documents, paymentItems, payments } from '../../db/schema/payments.ts';
import { APPROVING_CARD } from '../../webpay-sim/test-cards.ts';
import { monthlyCharge } from '../../test/fixture.ts';
import { findTransaction } from '../../webpay-sim/repository.ts';
import { type PaymentsTestApp, startPaymentsApp } from './payments-test-harness.ts';

/** Migrations, the fixture's argon2 hashes and the app start can be slow on a shared 2-core machine. */
const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 8115;
let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsApp(PORT);
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const stateOf = async (id: number) =>
  (await t.database.db.select({ state: charges.state }).from(charges).where(eq(charges.id, id)))[0]
    ?.state;
const manual = (as: Parameters<PaymentsTestApp['api']>[0], data: unknown) =>
  t.api(as, 'POST', '/api/v1/createNewPayments', { data });

describe('manual payments and annulment', () => {
  it('admin records a transfer: charges paid, boleta issued, amount from the charges', async () => {
    const { a3, a4 } = t.extra;
    const res = await manual('admin', {
      userId: t.fixture.users.studentA.id,
      chargeIds: [a3, a4],
      method: 'transferencia',
      reference: 'TRX-991',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      method: 'transferencia',
      state: 'autorizada',
      amount: 61_000,
      reference: 'TRX-991',
      payerName: 'Camila Castro',
    });
    expect(res.json.document).toMatchObject({ type: 41 });
    expect(res.json.items).toHaveLength(2);
    expect(await stateOf(a3)).toBe('pagado');
    const pdf = await fetch(`${t.origin}/api/v1/generatePDF/?documentId=${res.json.document.id}`, {
      headers: { authorization: `Bearer ${t.tokens.admin}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses paid, foreign and reserved charges with Spanish messages, writing nothing', async () => {
    const before = [await t.count(payments), await t.count(paymentItems), await t.count(documents)];
    const paid = await manual('admin', {
      userId: t.fixture.users.studentA.id,
      chargeIds: [t.extra.a3],
      method: 'efectivo',
    });
    expect(paid.status).toBe(409);
    expect(paid.json.message).toMatch(/ya están pagados/);
    const foreign = await manual('admin', {
      userId: t.fixture.users.studentA.id,
      chargeIds: [t.extra.b3],
      method: 'efectivo',
    });
    expect(foreign.status).toBe(404);
    const badMethod = await manual('admin', {
      userId: t.fixture.users.studentA.id,
      chargeIds: [t.extra.a5],
      method: 'webpay',
    });
    expect(badMethod.status).toBe(400);
    expect(badMethod.json.message).toMatch(/efectivo o transferencia/);
    const card = await t.api(null, 'POST', '/api/v1/webpay/create', {
      userId: t.fixture.users.studentB.id,
      returnUrl: `${t.origin}/client/payments/result`,
      selectedPayments: [t.extra.b3],
    });
    expect(card.status).toBe(200);
    const reserved = await manual('admin', {
      userId: t.fixture.users.studentB.id,
      chargeIds: [t.extra.b3],
      method: 'efectivo',
    });
    expect(reserved.status).toBe(409);
    expect(reserved.json.message).toMatch(/pago en curso/);
    expect([
      (await t.count(payments)) - 1,
      (await t.count(paymentItems)) - 1,
      await t.count(documents),
    ]).toEqual(before);
  });

  it('only an admin records or annuls payments', async () => {
    for (const who of ['teacherA', 'studentA', 'guardian'] as const) {
      expect(
        (
          await manual(who, {
            userId: t.fixture.users.studentA.id,
            chargeIds: [t.extra.a5],
            method: 'efectivo',
          })
        ).status,
      ).toBe(403);
      expect(
        (await t.api(who, 'POST', '/api/v1/annulPayment', { id: 1, reason: 'x' })).status,
      ).toBe(403);
    }
    expect(
      (
        await manual(null, {
          userId: t.fixture.users.studentA.id,
          chargeIds: [t.extra.a5],
          method: 'efectivo',
        })
      ).status,
    ).toBe(401);
    expect(await stateOf(t.extra.a5)).toBe('pendiente');
  });

  it('annulling a card payment refunds it, reopens its charges, keeps the record, marks the boleta and audits', async () => {
    const { chargeA1 } = t.fixture.charges;
    const { token, committed } = await t.payByCard(t.fixture.users.studentA.id, [chargeA1.id]);
    expect(committed.json.outcome).toBe('aprobado');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.token, token));
    const noReason = await t.api('admin', 'POST', '/api/v1/annulPayment', {
      id: payment!.id,
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    const res = await t.api('admin', 'POST', '/api/v1/annulPayment', {
      id: payment!.id,
      reason: 'Pago duplicado por error',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ state: 'anulada', annulReason: 'Pago duplicado por error' });
    expect(await stateOf(chargeA1.id)).not.toBe('pagado');
    expect((await findTransaction(t.database.db, token))?.status).toBe('REVERSED');
    const [doc] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.paymentId, payment!.id));
    expect(doc?.state).toBe('anulada');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [String(payment!.id)]));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['aprobar', 'anular']));
    const twice = await t.api('admin', 'POST', '/api/v1/annulPayment', {
      id: payment!.id,
      reason: 'otra vez',
    });
    expect(twice.status).toBe(409);
    // The reopened charge can be paid again.
    const again = await manual('admin', {
      userId: t.fixture.users.studentA.id,
      chargeIds: [chargeA1.id],
      method: 'efectivo',
    });
    expect(again.status).toBe(200);
  });

  it('folios stay consecutive under concurrent approvals', async () => {
    const { enrolmentA } = t.fixture.enrolments;
    const periods = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
    const inserted = await t.database.db
      .insert(charges)
      .values(
        periods.map((period) =>
          monthlyCharge(enrolmentA, t.fixture.academies.academyA.id, period, 30_000),
        ),
      )
      .returning({ id: charges.id });
    const [c1, c2, c3, ...rest] = inserted.map((r) => r.id);
    const cards = await Promise.all(
      [c1!, c2!, c3!].map(async (id) => {
        const created = await t.api(null, 'POST', '/api/v1/webpay/create', {
          userId: t.fixture.users.studentA.id,
          returnUrl: `${t.origin}/client/payments/result`,
          selectedPayments: [id],
        });
        return t.payAtSimulator(created.json.token, created.json.url, 'pay', APPROVING_CARD);
      }),
    );
    await Promise.all([
      ...cards.map((fields) => t.api(null, 'POST', '/api/v1/webpay/commit', fields)),
      ...rest.map((id) =>
        manual('admin', {
          userId: t.fixture.users.studentA.id,
          chargeIds: [id],
          method: 'efectivo',
        }),
      ),
    ]);
    const folios = (
      await t.database.db
        .select({ folio: documents.folio })
        .from(documents)
        .where(eq(documents.type, 41))
    )
      .map((d) => d.folio)
      .sort((a, b) => a - b);
    expect(folios).toEqual(Array.from({ length: folios.length }, (_, i) => i + 1));
  });
});
