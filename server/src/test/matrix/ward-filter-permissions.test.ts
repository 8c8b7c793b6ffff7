import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, enrolments, guardians, users } from '../../db/schema/index.ts';
import { type FixtureUser, type TestApp, createTestApp } from '../test-app.ts';

/**
 * The ward selector of the family screens (issue 15): a guardian filters charges, payments and
 * boletas by one ward (`studentId`) or payer (`userId`). Their own wards answer only that ward's
 * rows; anyone else is a 403 in Spanish with no rows, never an empty page.
 */
let t: TestApp;
let wardC: number;

beforeAll(async () => {
  t = await createTestApp();
  const { guardian } = t.fixture.users;
  const { planA } = t.fixture.plans;
  // A second ward for the guardian, with an open charge of their own.
  const [student] = await t.database.db
    .insert(users)
    .values({
      type: 2,
      username: 'alumno.c',
      firstName: 'Tomás',
      lastName: 'Castro',
      rut: '17777777-3',
      email: 'alumno.c@correo.cl',
    })
    .returning();
  wardC = student!.id;
  await t.database.db.insert(guardians).values({ guardianId: guardian.id, studentId: wardC });
  const [enrolment] = await t.database.db
    .insert(enrolments)
    .values({ studentId: wardC, planId: planA.id, paymentDay: 5, startDate: '2026-01-01' })
    .returning();
  await t.database.db.insert(charges).values({
    enrolmentId: enrolment!.id,
    studentId: wardC,
    planId: planA.id,
    academyId: t.fixture.academies.academyA.id,
    period: '2026-01',
    description: 'Mensualidad 2026-01',
    amount: 28_000,
    dueDate: '2026-01-05',
    state: 'pendiente',
  });
}, 180_000);
afterAll(() => t.close());

const get = (as: FixtureUser, url: string) => t.call(as, { method: 'GET', url });

describe('a guardian choosing a ward', () => {
  it("reads their own wards from their person page (the selector's names)", async () => {
    const { guardian, studentA } = t.fixture.users;
    const me = await get('guardian', `/api/v1/getStudentById/${guardian.id}`);
    expect(me.statusCode).toBe(200);
    const wards = (me.json().wards as { id: number; name: string }[]).map((w) => w.id);
    expect(wards.toSorted()).toEqual([studentA.id, wardC].toSorted());
  });

  it('sees both wards without a filter, and only the chosen one with it', async () => {
    const { studentA } = t.fixture.users;
    const all = await get('guardian', '/api/v1/getCharges?pageSize=100');
    expect(all.statusCode).toBe(200);
    const owners = new Set((all.json().items as { studentId: number }[]).map((c) => c.studentId));
    expect(owners).toEqual(new Set([studentA.id, wardC]));

    for (const ward of [studentA.id, wardC]) {
      const one = await get('guardian', `/api/v1/getCharges?pageSize=100&studentId=${ward}`);
      expect(one.statusCode).toBe(200);
      const items = one.json().items as { studentId: number; amount: number }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((c) => c.studentId === ward)).toBe(true);
      expect(one.json().totalAmount).toBe(items.reduce((sum, c) => sum + c.amount, 0));
    }
    for (const url of [
      `/api/v1/getPayments?studentId=${wardC}`,
      `/api/v1/getPaymentSlips?studentId=${wardC}`,
      `/api/v1/getPayments?userId=${t.fixture.users.guardian.id}`,
    ]) {
      expect((await get('guardian', url)).statusCode, url).toBe(200);
    }
  });

  it("refuses another family's student or payer with a Spanish 403 and no rows", async () => {
    const { studentB } = t.fixture.users;
    const cases: [FixtureUser, string][] = [
      ['guardian', `/api/v1/getCharges?studentId=${studentB.id}`],
      ['guardian', `/api/v1/getPayments?studentId=${studentB.id}`],
      ['guardian', `/api/v1/getPayments?userId=${studentB.id}`],
      ['guardian', `/api/v1/getPaymentSlips?studentId=${studentB.id}`],
      ['guardian', `/api/v1/getPaymentSlips?userId=${studentB.id}`],
      ['guardian', `/api/v1/exports/charges?studentId=${studentB.id}`],
      // A student is not their sibling's guardian: a ward of the same guardian is still not theirs.
      ['studentA', `/api/v1/getCharges?studentId=${wardC}`],
      ['studentA', `/api/v1/getPaymentSlips?studentId=${wardC}`],
      ['studentB', `/api/v1/getPayments?studentId=${t.fixture.users.studentA.id}`],
    ];
    for (const [who, url] of cases) {
      const res = await get(who, url);
      expect(res.statusCode, `${who} ${url}`).toBe(403);
      const body = res.json() as { message: string; items?: unknown };
      expect(body.message).toMatch(/no está a tu cargo/);
      expect(body.items).toBeUndefined();
    }
  });

  it('leaves staff filters as they were: a teacher outside the academy gets an empty page', async () => {
    const res = await get('teacherB', `/api/v1/getCharges?studentId=${wardC}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
  });
});
