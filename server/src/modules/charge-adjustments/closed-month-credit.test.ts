import { todayInChile } from '@academias/shared/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import { academyPercents, chargeAdjustments, chargeCredits } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { monthlyAcademyFigures } from '../reports/academy-figures.ts';
import { adminDashboard } from '../reports/dashboards.ts';
import { loadOracle, oracleAcademyMonth } from '../reports/report-oracle.test-helper.ts';

/**
 * A closed month's charge corrected to a lower amount (docs/money.md "Corrections"): paid, the
 * difference is a credit given back in the open month, off its revenue; the closed month reads
 * exactly as closed, and every figure still equals the independent computation.
 */
let t: TestApp;
const period = todayInChile().slice(0, 7);
let paidCharge = 0;
let academyId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const charge = t.fixture.charges.chargeA1;
  paidCharge = charge.id;
  academyId = charge.academyId;
  await t.database.db
    .insert(academyPercents)
    .values({ academyId, teacherId: t.fixture.users.teacherA.id, percent: 40 });
  // Paid by transfer in January (its own month), then January is closed.
  const paidAt = '2026-01-20T15:00:00Z';
  await t.database.db.execute(sql`
    with p as (
      insert into payments (buy_order, session_id, user_id, method, state, amount, paid_at)
      values ('CRED1', 'S-CRED1', ${charge.studentId}, 'transferencia', 'autorizada', 30000, ${paidAt})
      returning id)
    insert into payment_items (payment_id, charge_id, amount) select id, ${paidCharge}, 30000 from p`);
  await t.database.db.execute(
    sql`update charges set state = 'pagado', paid_at = ${paidAt} where id = ${paidCharge}`,
  );
  // A difference added to chargeB1 while January was open (an 'ajuste' charge of January).
  const [added] = await selectRows<{ id: number }>(
    t.database.db,
    sql`insert into charges (enrolment_id, student_id, plan_id, academy_id, period, kind, parent_charge_id, description, amount, due_date)
        select enrolment_id, student_id, plan_id, academy_id, period, 'ajuste', id, 'Ajuste de enero', 4000, due_date
        from charges where id = ${t.fixture.charges.chargeB1.id} returning id`,
  );
  closedAdjustment = added!.id;
  await t.closeMonth('2026-01');
}, 180_000);
let closedAdjustment = 0;
afterAll(() => t.close());

const correct = (chargeId: number, amount: number) =>
  t.post('admin', '/api/v1/correctCharge', {
    data: { chargeId, amount, reason: 'Se cobró una clase que no se hizo' },
  });
const figures = async () =>
  (await monthlyAcademyFigures(t.database.db, { from: '2026-01', to: period }, null)).months;
const expectOracle = async () => {
  const oracle = await loadOracle(t.database.db);
  for (const month of ['2026-01', period])
    expect((await figures()).find((r) => r.academyId === academyId && r.month === month)).toEqual(
      expect.objectContaining(oracleAcademyMonth(oracle, academyId, month)),
    );
};

describe('a lower correction of a closed month paid charge', () => {
  it('gives the difference back in the open month: off its revenue and teacher share, never the closed one', async () => {
    const before = await figures();
    const januaryDashboard = await adminDashboard(t.database.db, { month: '2026-01' });
    const res = await correct(paidCharge, 22_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      period,
      amountBefore: 30_000,
      amountAfter: 22_000,
      credit: 8_000,
    });
    const [charge] = await selectRows<{ amount: number; state: string }>(
      t.database.db,
      sql`select amount, state from charges where id = ${paidCharge}`,
    );
    expect(charge).toEqual({ amount: 30_000, state: 'pagado' });
    const after = await figures();
    const row = (rows: typeof after, month: string) =>
      rows.find((r) => r.academyId === academyId && r.month === month)!;
    // The closed month reads exactly as closed, on the academies report and the dashboard.
    expect(after.filter((r) => r.month === '2026-01')).toEqual(
      before.filter((r) => r.month === '2026-01'),
    );
    expect(await adminDashboard(t.database.db, { month: '2026-01' })).toEqual(januaryDashboard);
    const now = row(after, period);
    const then = row(before, period);
    expect(now.revenue).toBe(then.revenue - 8_000);
    expect(now.adjustments).toBe(then.adjustments - 8_000);
    expect(now.dues + now.lateFees + now.adjustments).toBe(now.revenue);
    expect(now.teacherShare).toBe(then.teacherShare - 3_200);
    await expectOracle();
    const history = await t.post('admin', '/api/v1/getChargeAdjustments', {
      chargeId: paidCharge,
    });
    expect(history.json()).toEqual([expect.objectContaining({ credit: 8_000 })]);
  });

  it('a retry gives nothing back twice; the credit is never changed, deleted or put in a closed month', async () => {
    const credits = await t.count(chargeCredits);
    const retry = await correct(paidCharge, 22_000);
    expect(retry.statusCode).toBe(400);
    expect(retry.json().message).toContain('ya es');
    expect(await t.count(chargeCredits)).toBe(credits);
    await expect(t.database.db.execute(sql`delete from charge_credits`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update charge_credits set amount = amount + 1`),
    ).rejects.toThrow();
    const [adjustment] = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from charge_adjustments order by id limit 1`,
    );
    await expect(
      t.database.db
        .execute(sql`insert into charge_credits (charge_id, adjustment_id, academy_id, plan_id, period, local_date, amount)
        select id, ${adjustment!.id}, academy_id, plan_id, '2026-01', '2026-01-15', 100 from charges where id = ${paidCharge}`),
    ).rejects.toThrow();
    expect(await t.count(chargeCredits)).toBe(credits);
    await expectOracle();
  });

  it("replaces a closed month's unpaid 'ajuste' charge corrected to less by one of the open month", async () => {
    const res = await correct(closedAdjustment, 2_500);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amountBefore: 4_000, amountAfter: 2_500, credit: null });
    const rows = await selectRows<{ amount: number; state: string; period: string }>(
      t.database.db,
      sql`select amount, state, period from charges where id = ${closedAdjustment} or parent_charge_id = ${closedAdjustment} order by id`,
    );
    expect(rows).toEqual([
      { amount: 4_000, state: 'anulado', period: '2026-01' },
      { amount: 2_500, state: 'pendiente', period },
    ]);
    // outside such a correction, the closed month's charges are still never annulled
    await expect(
      t.database.db.execute(
        sql`update charges set state = 'anulado' where id = ${t.fixture.charges.chargeB1.id}`,
      ),
    ).rejects.toThrow();
  });

  it('refuses an unpaid closed charge held by a payment in course (409), changing nothing', async () => {
    const held = t.fixture.charges.chargeB1;
    await t.database.db.execute(sql`
      with p as (
        insert into payments (buy_order, session_id, user_id, method, state, amount, token)
        values ('HOLD1', 'S-HOLD1', ${held.studentId}, 'webpay', 'creada', 25000, 'tok-hold')
        returning id)
      insert into payment_items (payment_id, charge_id, amount) select id, ${held.id}, 25000 from p`);
    const adjustments = await t.count(chargeAdjustments);
    const res = await correct(held.id, 20_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('pago en curso');
    expect(await t.count(chargeAdjustments)).toBe(adjustments);
    const [charge] = await selectRows<{ state: string }>(
      t.database.db,
      sql`select state from charges where id = ${held.id}`,
    );
    expect(charge?.state).toBe('pendiente');
  });
});
