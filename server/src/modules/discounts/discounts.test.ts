import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAdjustments, enrolmentDiscounts, enrolments, users } from '../../db/schema/index.ts';
import { type FixtureUser, type TestApp, createTestApp } from '../../test/test-app.ts';
import { generateCharges } from '../charges/generate-charges.ts';
import { previewCharges } from '../charges/preview-charges.ts';

/** Discounts and scholarships per enrolment (docs/money.md), on the API. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.closeMonth('2026-01');
}, 180_000);
afterAll(() => t.close());

const save = (as: FixtureUser | null, data: object) =>
  t.post(as, '/api/v1/saveEnrolmentDiscount', { data });
/** A valid discount of an enrolment, for the tests that change one field or the caller. */
const tenPercentBeca = (enrolmentId: number) => ({
  enrolmentId,
  kind: 'porcentaje',
  value: 10,
  category: 'beca',
  reason: 'x',
  validFrom: '2027-03-01',
});

let n = 0;
const newEnrolment = async (startDate = '2027-01-01') => {
  n += 1;
  const [s] = await t.database.db
    .insert(users)
    .values({ type: 2, username: `beca${n}`, firstName: 'Beca', lastName: `Alumno ${n}` })
    .returning();
  const [e] = await t.database.db
    .insert(enrolments)
    .values({
      studentId: s!.id,
      planId: t.fixture.plans.planA.id,
      paymentDay: 5,
      startDate,
      firstChargeRule: 'prorratear',
    })
    .returning();
  return e!.id;
};
const chargesOf = (enrolmentId: number) =>
  selectRows<{
    period: string;
    amount: number;
    listPrice: number | null;
    discount: number | null;
    note: string | null;
  }>(
    t.database.db,
    sql`select period, amount, list_price as "listPrice", discount, discount_note as note
        from charges where enrolment_id = ${enrolmentId} order by period`,
  );

describe('discounts and scholarships', () => {
  it('a 50 % beca from March: charges generated from then show list price, discount and amount', async () => {
    const id = await newEnrolment();
    await generateCharges(t.database.db, '2027-02');
    const res = await save('admin', {
      enrolmentId: id,
      kind: 'porcentaje',
      value: 50,
      category: 'beca',
      reason: 'Rendimiento',
      validFrom: '2027-03-10',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().adjustedCharges).toBe(0);
    const preview = await previewCharges(t.database.db, '2027-03');
    await generateCharges(t.database.db, '2027-03');
    expect(preview.amount).toBeGreaterThan(0);
    expect(await chargesOf(id)).toEqual([
      { period: '2027-02', amount: 30_000, listPrice: null, discount: null, note: null },
      {
        period: '2027-03',
        amount: 15_000,
        listPrice: 30_000,
        discount: 15_000,
        note: 'Beca 50 %: Rendimiento',
      },
    ]);
    // Getting it via the API: the charge carries the discount.
    const list = await t.call('admin', {
      method: 'GET',
      url: `/api/v1/getCharges?period=2027-03&pageSize=100`,
    });
    const charge = list
      .json()
      .items.find((c: { amount: number; discount: number | null }) => c.discount === 15_000);
    expect(charge).toMatchObject({
      listPrice: 30_000,
      amount: 15_000,
      discountNote: 'Beca 50 %: Rendimiento',
      kind: 'cuota',
    });
  });

  it('a fixed amount off a prorated first month, rounded once; ending it stops it the next month', async () => {
    const id = await newEnrolment('2027-05-24');
    const res = await save('admin', {
      enrolmentId: id,
      kind: 'monto',
      value: 5_000,
      category: 'hermanos',
      reason: 'Segundo hijo',
      validFrom: '2027-05-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    await generateCharges(t.database.db, '2027-05');
    const end = await t.post('admin', '/api/v1/endEnrolmentDiscount', {
      data: { id: res.json().discount.id, validUntil: '2027-06-30' },
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json()).toMatchObject({ validUntil: '2027-06-30', endedByName: expect.any(String) });
    await generateCharges(t.database.db, '2027-06');
    await generateCharges(t.database.db, '2027-07');
    // May: 8 of 31 days of 30.000 = 7.742, minus 5.000 = 2.742.
    expect(await chargesOf(id)).toEqual([
      {
        period: '2027-05',
        amount: 2_742,
        listPrice: 30_000,
        discount: 5_000,
        note: 'Hermanos $5.000: Segundo hijo',
      },
      {
        period: '2027-06',
        amount: 25_000,
        listPrice: 30_000,
        discount: 5_000,
        note: 'Hermanos $5.000: Segundo hijo',
      },
      { period: '2027-07', amount: 30_000, listPrice: null, discount: null, note: null },
    ]);
    const history = await t.post('admin', '/api/v1/getEnrolmentDiscounts', { enrolmentId: id });
    expect(history.json()).toMatchObject({
      listPrice: 30_000,
      items: [{ category: 'hermanos', validUntil: '2027-06-30' }],
    });
  });

  it('a full scholarship creates no charge; never rewrites generated charges unless asked', async () => {
    const id = await newEnrolment();
    await generateCharges(t.database.db, '2027-08');
    const full = await save('admin', {
      enrolmentId: id,
      kind: 'porcentaje',
      value: 100,
      category: 'beca',
      reason: 'Beca completa',
      validFrom: '2027-09-01',
    });
    expect(full.statusCode).toBe(200);
    await generateCharges(t.database.db, '2027-09');
    expect((await chargesOf(id)).map((c) => c.period)).toEqual(['2027-08']);
    expect((await chargesOf(id))[0]?.amount).toBe(30_000);
  });

  it('applies to already generated unpaid charges of open months only when the admin asks, with an adjustment row', async () => {
    const id = await newEnrolment();
    await generateCharges(t.database.db, '2027-10');
    const before = await t.count(chargeAdjustments);
    const res = await save('admin', {
      enrolmentId: id,
      kind: 'porcentaje',
      value: 10,
      category: 'convenio',
      reason: 'Convenio empresa',
      validFrom: '2027-10-01',
      applyToOpenCharges: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().adjustedCharges).toBe(1);
    expect(await chargesOf(id)).toEqual([
      {
        period: '2027-10',
        amount: 27_000,
        listPrice: 30_000,
        discount: 3_000,
        note: 'Convenio 10 %: Convenio empresa',
      },
    ]);
    expect(await t.count(chargeAdjustments)).toBe(before + 1);
    // Generating again adds nothing and changes nothing.
    await generateCharges(t.database.db, '2027-10');
    expect((await chargesOf(id)).length).toBe(1);
  });

  it('refuses bad inputs with a Spanish 400 and changes nothing', async () => {
    const id = await newEnrolment();
    const base = tenPercentBeca(id);
    const count = await t.count(enrolmentDiscounts);
    const cases: [object, string][] = [
      [{ value: 101 }, 'no puede superar 100 %'],
      [{ kind: 'monto', value: 30_001 }, 'no puede superar el precio del plan'],
      [{ value: 0 }, 'mayor que cero'],
      [{ value: 2.5 }, 'entero'],
      [{ validFrom: '2026-01-15' }, 'está cerrado'],
      [{ validFrom: '2027-02-30' }, 'fecha'],
      [{ validUntil: '2027-02-01' }, 'anterior al inicio'],
      [{ reason: '' }, 'obligatorio'],
      [{ kind: 'gratis' }, 'porcentaje'],
      [{ category: 'amigo' }, 'beca'],
    ];
    for (const [change, message] of cases) {
      const res = await save('admin', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await t.count(enrolmentDiscounts)).toBe(count);
    expect((await save('admin', base)).statusCode).toBe(200);
    const overlap = await save('admin', { ...base, validFrom: '2027-06-01' });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toContain('termínalo antes');
    expect((await save('admin', { ...base, enrolmentId: 999_999 })).statusCode).toBe(404);
    const end = await t.post('admin', '/api/v1/endEnrolmentDiscount', {
      data: { id: 999_999, validUntil: '2027-06-30' },
    });
    expect(end.statusCode).toBe(404);
    expect(await t.count(enrolmentDiscounts)).toBe(count + 1);
  });

  it('only an administrator sees or changes discounts', async () => {
    const id = await newEnrolment();
    const data = tenPercentBeca(id);
    for (const who of ['teacherA', 'studentA', 'guardian', null] as const) {
      expect((await save(who, data)).statusCode).toBe(who ? 403 : 401);
      expect(
        (await t.post(who, '/api/v1/getEnrolmentDiscounts', { enrolmentId: id })).statusCode,
      ).toBe(who ? 403 : 401);
      expect(
        (
          await t.post(who, '/api/v1/endEnrolmentDiscount', {
            data: { id: 1, validUntil: '2027-06-30' },
          })
        ).statusCode,
      ).toBe(who ? 403 : 401);
    }
  });
});
