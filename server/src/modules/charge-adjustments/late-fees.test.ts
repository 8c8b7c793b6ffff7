import { todayInChile } from '@academias/shared/domain';
import { selectRows } from '../../db/db-handle.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyBillingRules, charges } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { applyLateFees } from '../charges/late-fees.ts';

/** Late fees (recargo por mora): setting, the job's once-per-charge rule, waiving (docs/money.md). */
let t: TestApp;
const today = todayInChile();
const period = today.slice(0, 7);
/** `days` before today (yyyy-mm-dd). */
const daysAgo = (days: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};
let overdue = 0;
let recent = 0;
beforeAll(async () => {
  t = await createTestApp();
  const e = t.fixture.enrolments.enrolmentA;
  const base = {
    enrolmentId: e.id,
    studentId: e.studentId,
    planId: e.planId,
    academyId: t.fixture.academies.academyA.id,
    state: 'vencido',
  };
  const made = await t.database.db
    .insert(charges)
    .values([
      {
        ...base,
        period: '2025-01',
        description: 'Vencido hace 10 días',
        amount: 30_001,
        dueDate: daysAgo(10),
      },
      {
        ...base,
        period: '2025-02',
        description: 'Vencido hace 2 días',
        amount: 30_000,
        dueDate: daysAgo(2),
      },
    ])
    .returning();
  overdue = made[0]!.id;
  recent = made[1]!.id;
}, 180_000);
afterAll(() => t.close());

const feesOf = (parent: number) =>
  selectRows<{
    id: number;
    amount: number;
    period: string;
    state: string;
    due: string;
    description: string;
  }>(
    t.database.db,
    sql`select id, amount, period, state, due_date::text as due, description from charges
        where parent_charge_id = ${parent} and kind = 'recargo'`,
  );

describe('late fees', () => {
  it('is off by default: the job adds nothing', async () => {
    expect(await applyLateFees(t.database.db, today)).toBe(0);
  });

  it('refuses bad settings with a Spanish 400 and changes nothing', async () => {
    const academyId = t.fixture.academies.academyA.id;
    const cases: [object, string][] = [
      [{ kind: 'porcentaje', value: 101, days: 5 }, '100 %'],
      [{ kind: 'monto', value: 0, days: 5 }, 'mayor que cero'],
      [{ kind: 'monto', value: 1000, days: -1 }, 'negativo'],
      [{ kind: 'multa', value: 1000, days: 1 }, "'monto' o 'porcentaje'"],
      [{ kind: 'monto', value: 10.5, days: 1 }, 'entero'],
    ];
    for (const [lateFee, message] of cases) {
      const res = await t.post('admin', '/api/v1/saveAcademyLateFee', {
        data: { academyId, lateFee },
      });
      expect(res.statusCode, JSON.stringify(lateFee)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await t.count(academyBillingRules)).toBe(0);
    const missing = await t.post('admin', '/api/v1/saveAcademyLateFee', {
      data: { academyId: 999_999, lateFee: null },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('2 % after 5 days: once per overdue charge, in the open month, whatever the number of runs', async () => {
    const academyId = t.fixture.academies.academyA.id;
    const res = await t.post('admin', '/api/v1/saveAcademyLateFee', {
      data: { academyId, lateFee: { kind: 'porcentaje', value: 2, days: 5 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Turned on today: charges due before today never get a fee. Backdate it for the test.
    await t.database.db.execute(
      sql`update academy_billing_rules set late_fee_since = ${daysAgo(30)} where academy_id = ${academyId}`,
    );
    const rules = await t.call('admin', { method: 'GET', url: '/api/v1/getAcademyBillingRules' });
    expect(
      rules.json().find((r: { academyId: number }) => r.academyId === academyId).lateFee,
    ).toMatchObject({
      kind: 'porcentaje',
      value: 2,
      days: 5,
    });
    const runs = await Promise.all([
      applyLateFees(t.database.db, today),
      applyLateFees(t.database.db, today),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await applyLateFees(t.database.db, today)).toBe(0);
    // 2 % of 30.001 = 600,02 -> 600; in the current month, due today.
    expect(await feesOf(overdue)).toEqual([
      expect.objectContaining({ amount: 600, period, state: 'pendiente', due: today }),
    ]);
    expect(await feesOf(recent)).toEqual([]);
    // Never a fee on a fee.
    const [fee] = await feesOf(overdue);
    await t.database.db.execute(
      sql`update charges set state = 'vencido', due_date = ${daysAgo(20)} where id = ${fee!.id}`,
    );
    expect(await applyLateFees(t.database.db, today)).toBe(0);
    // The portal lists the fee as its own open charge with its amount: paying it pays the right total.
    const list = await t.call('admin', {
      method: 'GET',
      url: `/api/v1/getCharges?studentId=${t.fixture.users.studentA.id}&open=true`,
    });
    expect(list.json().items.find((c: { id: number }) => c.id === fee!.id)).toMatchObject({
      kind: 'recargo',
      amount: 600,
    });
  });

  it('an admin waives a fee with a reason; it is never added again', async () => {
    const [fee] = await feesOf(overdue);
    const notFee = await t.post('admin', '/api/v1/waiveLateFee', {
      data: { chargeId: overdue, reason: 'x' },
    });
    expect(notFee.statusCode).toBe(400);
    const noReason = await t.post('admin', '/api/v1/waiveLateFee', {
      data: { chargeId: fee!.id, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const res = await t.post('admin', '/api/v1/waiveLateFee', {
      data: { chargeId: fee!.id, reason: 'Primera vez' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'condonacion',
      amountBefore: 600,
      amountAfter: 0,
      reason: 'Primera vez',
    });
    expect((await feesOf(overdue))[0]?.state).toBe('anulado');
    expect(await applyLateFees(t.database.db, today)).toBe(0);
    const again = await t.post('admin', '/api/v1/waiveLateFee', {
      data: { chargeId: fee!.id, reason: 'otra' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('turning it off stops new fees', async () => {
    const academyId = t.fixture.academies.academyA.id;
    await t.post('admin', '/api/v1/saveAcademyLateFee', { data: { academyId, lateFee: null } });
    await t.database.db.execute(
      sql`update charges set due_date = ${daysAgo(9)} where id = ${recent}`,
    );
    expect(await applyLateFees(t.database.db, today)).toBe(0);
  });
});
