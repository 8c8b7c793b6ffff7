import { eq, sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, expenses, paymentItems, payments } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** Cerrar mes (docs/money.md): warnings first, then nothing in the month changes. */
let t: TestApp;
let paymentId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [p] = await t.database.db
    .insert(payments)
    .values({
      buyOrder: 'CIERRE-1',
      sessionId: 's',
      userId: t.fixture.users.studentA.id,
      method: 'efectivo',
      state: 'autorizada',
      amount: 30_000,
      paidAt: new Date('2026-01-20T15:00:00Z'),
    })
    .returning();
  paymentId = p!.id;
  // February's charge A2 was paid by that January payment: the payment's month holds the money.
  await t.database.db
    .insert(paymentItems)
    .values({ paymentId, chargeId: t.fixture.charges.chargeA2.id, amount: 30_000 });
}, 180_000);

/** The constraint a write ran into ('month_closed' for a closed month), or 'escrito'. */
const outcome = (write: PromiseLike<unknown>) =>
  Promise.resolve(write).then(
    () => 'escrito',
    (e: unknown) => pgErrorOf(e)?.constraint ?? String(e),
  );
afterAll(() => t.close());

const frozen = async () => [
  await t.count(expenses),
  await t.count(charges),
  ...(await selectRows(t.database.db, sql`select state, amount from payments order by id`)).map(
    (r) => JSON.stringify(r),
  ),
];

describe('closing a month', () => {
  it('warns what is still open, then closes once; a month not yet over cannot close', async () => {
    const before = await t.call('admin', {
      method: 'GET',
      url: '/api/v1/getMonthClose?period=2026-01',
    });
    expect(before.json()).toMatchObject({
      period: '2026-01',
      closed: false,
      warnings: { unissuedBoletas: 1 },
    });
    const closed = await t.post('admin', '/api/v1/closeMonth', { data: { period: '2026-01' } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      closed: true,
      closedByName: expect.stringMatching(/\S/),
      warnings: { unissuedBoletas: 1 },
    });
    const again = await t.post('admin', '/api/v1/closeMonth', { data: { period: '2026-01' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('enero 2026 ya está cerrado');
    const current = await t.post('admin', '/api/v1/closeMonth', { data: { period: '2099-01' } });
    expect(current.statusCode).toBe(400);
    expect(current.json()).toMatchObject({
      field: 'data.period',
      message: expect.stringContaining('aún no termina'),
    });
    const list = await t.call('admin', { method: 'GET', url: '/api/v1/getMonthClosings' });
    expect(list.json().map((c: { period: string }) => c.period)).toEqual(['2026-01']);
  });

  it('then its expenses, charges and approved payments do not change: Spanish 409s, nothing written', async () => {
    const before = await frozen();
    const expense = t.fixture.expense;
    const edit = await t.post('admin', '/api/v1/editGastos', {
      data: {
        id: expense.id,
        category: 'Arriendo',
        description: 'Arriendo',
        amount: 1,
        date: '2026-01-31',
      },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'El mes 2026-01 está cerrado y no cambia: registra la corrección en el mes en curso.',
    );
    const moved = await t.post('admin', '/api/v1/editGastos', {
      data: {
        id: expense.id,
        category: 'Arriendo',
        description: 'Arriendo',
        amount: 400_000,
        date: '2026-02-01',
      },
    });
    expect(moved.statusCode).toBe(409);
    const created = await t.post('admin', '/api/v1/createGastos', {
      data: { category: 'Otros', description: 'Tardío', amount: 1_000, date: '2026-01-10' },
    });
    expect(created.statusCode).toBe(409);
    expect(
      (await t.post('admin', '/api/v1/deleteGastos', { data: { id: expense.id } })).statusCode,
    ).toBe(409);
    const annul = await t.post('admin', '/api/v1/annulPayment', {
      id: paymentId,
      reason: 'Registrado por error',
    });
    expect(annul.statusCode).toBe(409);
    expect(annul.json().message).toContain('2026-01 está cerrado');
    expect(
      (await t.post('admin', '/api/v1/generateCharges', { period: '2026-01' })).json().created,
    ).toBe(0);
    expect(await frozen()).toEqual(before);
    // The open month still takes expenses.
    const open = await t.post('admin', '/api/v1/createGastos', {
      data: { category: 'Otros', description: 'Febrero', amount: 1_000, date: '2026-02-10' },
    });
    expect(open.statusCode).toBe(200);
  });

  it('refuses, whatever code writes it, a charge moved out of it or an approved payment dated in it', async () => {
    const db = t.database.db;
    const before = await frozen();
    const { chargeA2, chargeB1 } = t.fixture.charges;
    const { studentB } = t.fixture.users;
    // A charge of the closed month, and one paid in it, keep their student, plan and academy.
    expect(
      await outcome(
        db
          .update(charges)
          .set({ planId: t.fixture.plans.planA.id })
          .where(eq(charges.id, chargeB1.id)),
      ),
    ).toBe('month_closed');
    expect(
      await outcome(
        db.update(charges).set({ studentId: studentB.id }).where(eq(charges.id, chargeA2.id)),
      ),
    ).toBe('month_closed');
    // An approved payment is never dated in the closed month: inserted, approved later or re-dated.
    const payment = {
      sessionId: 's',
      userId: t.fixture.users.studentA.id,
      method: 'transferencia' as const,
      amount: 1_000,
    };
    expect(
      await outcome(
        db.insert(payments).values({
          ...payment,
          buyOrder: 'CIERRE-2',
          state: 'autorizada',
          paidAt: new Date('2026-01-25T15:00:00Z'),
        }),
      ),
    ).toBe('month_closed');
    expect(
      await outcome(
        db
          .update(payments)
          .set({ paidAt: new Date('2026-02-02T15:00:00Z') })
          .where(eq(payments.id, paymentId)),
      ),
    ).toBe('month_closed');
    expect(
      await outcome(db.delete(paymentItems).where(eq(paymentItems.paymentId, paymentId))),
    ).toBe('month_closed');
    expect(await frozen()).toEqual(before);
    // Today's payments still go in (they belong to the open month).
    expect(
      await outcome(
        db
          .insert(payments)
          .values({ ...payment, buyOrder: 'CIERRE-3', state: 'autorizada', paidAt: new Date() }),
      ),
    ).toBe('escrito');
  });

  it('is for admins only; a bad period is a Spanish 400', async () => {
    for (const who of [null, 'studentA', 'guardian', 'teacherA'] as const) {
      const code = who === null ? 401 : 403;
      expect(
        (await t.call(who, { method: 'GET', url: '/api/v1/getMonthClose?period=2026-02' }))
          .statusCode,
      ).toBe(code);
      expect(
        (await t.call(who, { method: 'GET', url: '/api/v1/getMonthClosings' })).statusCode,
      ).toBe(code);
      expect(
        (await t.post(who, '/api/v1/closeMonth', { data: { period: '2026-02' } })).statusCode,
      ).toBe(code);
    }
    const bad = await t.post('admin', '/api/v1/closeMonth', { data: { period: '2026-2' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('data.period');
    expect(
      (await t.call('admin', { method: 'GET', url: '/api/v1/getMonthClose?period=x' })).statusCode,
    ).toBe(400);
  });
});
