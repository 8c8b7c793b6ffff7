import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyBillingRules, enrolments, users } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { firstChargeOf } from './first-charge.ts';
import { generateCharges } from './generate-charges.ts';

/** Enrolment that starts right (docs/money.md): first month, proration, due dates, preview. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const chargesOf = (enrolmentId: number) =>
  selectRows<{
    period: string;
    amount: number;
    due: string;
    listPrice: number | null;
    note: string | null;
  }>(
    t.database.db,
    sql`select period, amount, due_date::text as due, list_price as "listPrice", price_note as note
        from charges where enrolment_id = ${enrolmentId} order by period`,
  );
const newStudent = async (n: number) => {
  const [s] = await t.database.db
    .insert(users)
    .values({ type: 2, username: `inicio${n}`, firstName: 'Inicio', lastName: `Alumno ${n}` })
    .returning();
  return s!.id;
};
const enrolApi = async (studentId: number, planId: number, data: object) => {
  const res = await t.post('admin', '/api/v1/saveUserByPlan', {
    plan_id: planId,
    data: { studentId, ...data },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};

describe('the first charge of an enrolment', () => {
  it('an enrolment on the 24th with payment day 5: prorated by the days left, due on the 24th', async () => {
    const student = await newStudent(1);
    const id = await enrolApi(student, t.fixture.plans.planA.id, {
      paymentDay: 5,
      startDate: '2027-03-24',
    });
    await generateCharges(t.database.db, '2027-03');
    await generateCharges(t.database.db, '2027-04');
    // 8 of March's 31 days (24th to 31st): 30.000 × 8 / 31 = 7.741,9 -> 7.742 (half up, per charge).
    expect(await chargesOf(id)).toEqual([
      {
        period: '2027-03',
        amount: 7_742,
        due: '2027-03-24',
        listPrice: 30_000,
        note: 'Prorrateado: 8 de 31 días',
      },
      { period: '2027-04', amount: 30_000, due: '2027-04-05', listPrice: null, note: null },
    ]);
  });

  it('on any day of the month, no charge is ever due before the enrolment starts', async () => {
    const plan = t.fixture.plans.planA;
    const values = [];
    for (let day = 1; day <= 31; day++) {
      const startDate = `2027-01-${String(day).padStart(2, '0')}`;
      const first = await t.database.db.transaction((tx) =>
        firstChargeOf(tx, plan.academyId, startDate, 'actual'),
      );
      values.push({
        studentId: await newStudent(100 + day),
        planId: plan.id,
        paymentDay: 1 + (day % 28),
        startDate,
        ...first,
      });
    }
    await t.database.db.insert(enrolments).values(values);
    await generateCharges(t.database.db, '2027-01');
    const found = await selectRows<{ start: string; due: string; amount: number }>(
      t.database.db,
      sql`select e.start_date::text as start, c.due_date::text as due, c.amount from charges c join enrolments e on e.id = c.enrolment_id
          where c.period = '2027-01' and e.start_date >= '2027-01-01'`,
    );
    expect(found).toHaveLength(31);
    for (const c of found) {
      expect(c.due >= c.start, `${c.start} -> ${c.due}`).toBe(true);
      const day = Number(c.start.slice(8));
      expect(c.amount).toBe(Math.floor((30_000 * (32 - day) * 2 + 31) / 62));
    }
  });

  it("follows the academy's rule: full price, or charging from the next month", async () => {
    const { academyB } = t.fixture.academies;
    const planB = t.fixture.plans.planB.id;
    await t.database.db
      .insert(academyBillingRules)
      .values({ academyId: academyB.id, firstChargeRule: 'completo' });
    const full = await enrolApi(await newStudent(2), planB, {
      paymentDay: 10,
      startDate: '2027-05-20',
    });
    await t.database.db.update(academyBillingRules).set({ firstChargeRule: 'mes_siguiente' });
    const skip = await enrolApi(await newStudent(3), planB, {
      paymentDay: 10,
      startDate: '2027-05-20',
    });
    const asked = await enrolApi(await newStudent(4), t.fixture.plans.planA.id, {
      paymentDay: 3,
      startDate: '2027-05-02',
      firstMonth: 'siguiente',
    });
    await generateCharges(t.database.db, '2027-05');
    await generateCharges(t.database.db, '2027-06');
    expect((await chargesOf(full)).map((c) => [c.period, c.amount, c.due])).toEqual([
      ['2027-05', 25_000, '2027-05-20'],
      ['2027-06', 25_000, '2027-06-10'],
    ]);
    expect((await chargesOf(skip)).map((c) => [c.period, c.amount, c.due])).toEqual([
      ['2027-06', 25_000, '2027-06-10'],
    ]);
    expect((await chargesOf(asked)).map((c) => [c.period, c.amount, c.due])).toEqual([
      ['2027-06', 30_000, '2027-06-03'],
    ]);
  });

  it('refuses a first month that is not this or the next, in Spanish, creating nothing', async () => {
    const before = await t.count(enrolments);
    const res = await t.post('admin', '/api/v1/saveUserByPlan', {
      plan_id: t.fixture.plans.planA.id,
      data: { studentId: await newStudent(5), firstMonth: 'otro' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'data.firstMonth',
      message: expect.stringContaining("'actual' o 'siguiente'"),
    });
    expect(await t.count(enrolments)).toBe(before);
  });
});

describe('"Generar cobros" preview', () => {
  it('shows exactly what confirming creates (how many, total, per academy), then nothing', async () => {
    await enrolApi(await newStudent(6), t.fixture.plans.planA.id, {
      paymentDay: 5,
      startDate: '2027-08-16',
    });
    const preview = await t.post('admin', '/api/v1/previewCharges', { period: '2027-08' });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.prorated).toBeGreaterThanOrEqual(1);
    expect(body.academies.reduce((s: number, a: { charges: number }) => s + a.charges, 0)).toBe(
      body.charges,
    );
    expect(body.academies.reduce((s: number, a: { amount: number }) => s + a.amount, 0)).toBe(
      body.amount,
    );
    const created = await t.post('admin', '/api/v1/generateCharges', { period: '2027-08' });
    expect(created.json().created).toBe(body.charges);
    const [sum] = await selectRows<{ amount: number }>(
      t.database.db,
      sql`select sum(amount)::int as amount from charges where period = '2027-08'`,
    );
    expect(sum!.amount).toBe(body.amount);
    const after = (await t.post('admin', '/api/v1/previewCharges', { period: '2027-08' })).json();
    expect(after).toMatchObject({ charges: 0, amount: 0, academies: [] });
  });

  it('is for admins only, and a bad period is a Spanish 400', async () => {
    for (const who of [null, 'studentA', 'guardian', 'teacherA', 'teacherB'] as const) {
      const res = await t.post(who, '/api/v1/previewCharges', { period: '2027-08' });
      expect(res.statusCode, String(who)).toBe(who === null ? 401 : 403);
    }
    const bad = await t.post('admin', '/api/v1/previewCharges', { period: '2027-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'period',
      message: expect.stringContaining('AAAA-MM'),
    });
  });
});
