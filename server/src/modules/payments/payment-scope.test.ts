import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsTestApp, startPaymentsApp } from './payments-test-harness.ts';

/** Migrations, the fixture's argon2 hashes and the app start can be slow on a shared 2-core machine. */
const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 8123;
let t: PaymentsTestApp;
const ids = { studentPaid: 0, guardianPaid: 0, cashB: 0 };

/** A card payment of `chargeIds` made by `userId` in the portal, approved. */
const payByCard = async (userId: number, chargeIds: number[]) => {
  const { committed } = await t.payByCard(userId, chargeIds);
  expect(committed.json.outcome).toBe('aprobado');
};

const idsOf = (res: { json: { items: { id: number }[] } }) =>
  res.json.items.map((p) => p.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await startPaymentsApp(PORT);
  const { studentA, studentB, guardian } = t.fixture.users;
  // student A pays one charge; their guardian pays another of A's from the guardian's own login
  await payByCard(studentA.id, [t.extra.a3]);
  await payByCard(guardian.id, [t.extra.a4]);
  await t.api('admin', 'POST', '/api/v1/createNewPayments', {
    data: { userId: studentB.id, chargeIds: [t.extra.b3], method: 'efectivo' },
  });
  const all = (await t.api('admin', 'GET', '/api/v1/getPayments?sort=id&order=asc')).json.items as {
    id: number;
    userId: number;
  }[];
  ids.studentPaid = all.find((p) => p.userId === studentA.id)!.id;
  ids.guardianPaid = all.find((p) => p.userId === guardian.id)!.id;
  ids.cashB = all.find((p) => p.userId === studentB.id)!.id;
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('getPayments for students and guardians (docs/design.md §6, §11)', () => {
  it('a guardian sees their own payments and their ward’s, nobody else’s', async () => {
    expect(idsOf(await t.api('guardian', 'GET', '/api/v1/getPayments'))).toEqual([
      ids.studentPaid,
      ids.guardianPaid,
    ]);
  });

  it('a student sees what they paid and what their guardian paid for them', async () => {
    expect(idsOf(await t.api('studentA', 'GET', '/api/v1/getPayments'))).toEqual([
      ids.studentPaid,
      ids.guardianPaid,
    ]);
    expect(idsOf(await t.api('studentB', 'GET', '/api/v1/getPayments'))).toEqual([ids.cashB]);
  });

  it('asking for another person’s payments by userId is a Spanish 403, not their data', async () => {
    const { studentA, studentB } = t.fixture.users;
    for (const refused of [
      await t.api('guardian', 'GET', `/api/v1/getPayments?userId=${studentB.id}`),
      await t.api('studentB', 'GET', `/api/v1/getPayments?userId=${studentA.id}`),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.json.message).toMatch(/no está a tu cargo/);
    }
    // within their scope the filter still narrows by payer
    expect(
      idsOf(await t.api('guardian', 'GET', `/api/v1/getPayments?userId=${studentA.id}`)),
    ).toEqual([ids.studentPaid]);
  });

  it('studentId gives the payments that paid that student’s charges, whoever paid, within scope', async () => {
    const { studentA, studentB } = t.fixture.users;
    // the admin's student detail: A's own payment and the one their guardian made for them
    expect(
      idsOf(await t.api('admin', 'GET', `/api/v1/getPayments?studentId=${studentA.id}`)),
    ).toEqual([ids.studentPaid, ids.guardianPaid]);
    expect(
      idsOf(await t.api('admin', 'GET', `/api/v1/getPayments?studentId=${studentB.id}`)),
    ).toEqual([ids.cashB]);
    // outside a family's own people: refused (issue 15's ward selector never gets another family)
    const refused = await t.api('studentB', 'GET', `/api/v1/getPayments?studentId=${studentA.id}`);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/no está a tu cargo/);
    const bad = await t.api('admin', 'GET', '/api/v1/getPayments?studentId=abc');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/studentId/);
  });
});
