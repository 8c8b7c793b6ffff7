import { todayInChile } from '@academias/shared/domain';
import { selectRows } from '../../db/db-handle.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAdjustments, charges } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** Corrections with a reason in the open month, and their history (docs/money.md). */
let t: TestApp;
const today = todayInChile();
const period = today.slice(0, 7);
let openCharge = 0;
let closedCharge = 0;
beforeAll(async () => {
  t = await createTestApp();
  const { enrolmentB, enrolmentA } = t.fixture.enrolments;
  const [open] = await t.database.db
    .insert(charges)
    .values({
      enrolmentId: enrolmentA.id,
      studentId: enrolmentA.studentId,
      planId: enrolmentA.planId,
      academyId: t.fixture.academies.academyA.id,
      period,
      description: 'Piano mensual - este mes',
      amount: 30_000,
      dueDate: today,
    })
    .returning();
  openCharge = open!.id;
  closedCharge = t.fixture.charges.chargeB1.id;
  expect(enrolmentB.id).toBeGreaterThan(0);
  await t.closeMonth('2026-01');
}, 180_000);
afterAll(() => t.close());

const amountOf = async (id: number) =>
  (
    await selectRows<{ amount: number }>(
      t.database.db,
      sql`select amount from charges where id = ${id}`,
    )
  )[0]?.amount;

describe('charge corrections', () => {
  it('corrects an unpaid charge of an open month, with the reason and who in its history', async () => {
    const res = await t.post('admin', '/api/v1/correctCharge', {
      data: { chargeId: openCharge, amount: 27_500, reason: 'Clase suspendida por feriado' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'correccion',
      period,
      amountBefore: 30_000,
      amountAfter: 27_500,
      reason: 'Clase suspendida por feriado',
      createdByName: expect.any(String),
    });
    expect(await amountOf(openCharge)).toBe(27_500);
    const history = await t.post('admin', '/api/v1/getChargeAdjustments', { chargeId: openCharge });
    expect(history.json()).toHaveLength(1);
    const list = await t.call('admin', {
      method: 'GET',
      url: `/api/v1/getCharges?period=${period}`,
    });
    expect(list.json().items.find((c: { id: number }) => c.id === openCharge)).toMatchObject({
      amount: 27_500,
      adjustments: 1,
    });
  });

  it('never changes a paid charge of an open month, or with bad input (Spanish 4xx, nothing changes)', async () => {
    const count = await t.count(chargeAdjustments);
    const paid = await t.post('admin', '/api/v1/correctCharge', {
      data: { chargeId: t.fixture.charges.chargeA2.id, amount: 20_000, reason: 'x' },
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toContain('pagado');
    const cases: [object, number, string][] = [
      [{ amount: 0 }, 400, 'anúlalo'],
      [{ amount: -5 }, 400, 'negativo'],
      [{ amount: 100.5 }, 400, 'entero'],
      [{ reason: '  ' }, 400, 'obligatorio'],
      [{ amount: 27_500 }, 400, 'ya es de'],
      [{ chargeId: 999_999 }, 404, 'No se encontró'],
    ];
    for (const [change, status, message] of cases) {
      const res = await t.post('admin', '/api/v1/correctCharge', {
        data: { chargeId: openCharge, amount: 26_000, reason: 'Motivo', ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await t.count(chargeAdjustments)).toBe(count);
    expect(await amountOf(openCharge)).toBe(27_500);
  });

  it("a closed month's charge keeps its amount: a higher one adds the difference as a charge of the open month, a lower one replaces what is unpaid", async () => {
    const correct = (amount: number) =>
      t.post('admin', '/api/v1/correctCharge', {
        data: { chargeId: closedCharge, amount, reason: 'Faltó el material' },
      });
    const first = await correct(28_000);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      chargeId: closedCharge,
      kind: 'correccion',
      period,
      amountBefore: 25_000,
      amountAfter: 28_000,
    });
    // The second correction starts from what is owed now (25.000 + 3.000).
    expect((await correct(30_000)).json()).toMatchObject({
      amountBefore: 28_000,
      amountAfter: 30_000,
    });
    // Lower: what is unpaid (the charge and both differences) is annulled and replaced by one
    // charge of the open month for the new amount; the closed charge keeps its amount.
    expect((await correct(29_000)).json()).toMatchObject({
      amountBefore: 30_000,
      amountAfter: 29_000,
      credit: null,
    });
    const retry = await correct(29_000);
    expect(retry.statusCode).toBe(400);
    expect(retry.json().message).toContain('ya es');
    expect(await amountOf(closedCharge)).toBe(25_000);
    const added = await selectRows<{
      amount: number;
      period: string;
      state: string;
      dueDate: string;
      description: string;
    }>(
      t.database.db,
      sql`select amount, period, state, due_date::text as "dueDate", description from charges
          where parent_charge_id = ${closedCharge} and kind = 'ajuste' order by id`,
    );
    expect(added).toEqual(
      [
        [3_000, 'anulado'],
        [2_000, 'anulado'],
        [29_000, 'pendiente'],
      ].map(([amount, state]) => ({
        amount,
        period,
        state,
        dueDate: today,
        description: expect.stringMatching(/^Ajuste de .*: Faltó el material$/),
      })),
    );
    const list = await t.call('admin', {
      method: 'GET',
      url: `/api/v1/getCharges?period=${period}&pageSize=100`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.filter((c: { kind: string }) => c.kind === 'ajuste')).toHaveLength(3);
    const history = await t.post('admin', '/api/v1/getChargeAdjustments', {
      chargeId: closedCharge,
    });
    expect(history.json()).toHaveLength(3);
  });

  it('only an administrator corrects, waives or reads the history', async () => {
    for (const who of ['teacherA', 'studentA', 'guardian', null] as const) {
      const expected = who ? 403 : 401;
      const data = { chargeId: openCharge, amount: 1_000, reason: 'x' };
      expect((await t.post(who, '/api/v1/correctCharge', { data })).statusCode).toBe(expected);
      expect((await t.post(who, '/api/v1/waiveLateFee', { data })).statusCode).toBe(expected);
      expect(
        (await t.post(who, '/api/v1/getChargeAdjustments', { chargeId: openCharge })).statusCode,
      ).toBe(expected);
      expect(
        (await t.post(who, '/api/v1/saveAcademyLateFee', { data: { academyId: 1, lateFee: null } }))
          .statusCode,
      ).toBe(expected);
    }
    expect(await amountOf(openCharge)).toBe(27_500);
  });
});
