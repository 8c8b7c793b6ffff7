import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, expenses, payments } from '../../db/schema/index.ts';
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
}, 180_000);
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
