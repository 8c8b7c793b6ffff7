import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** getPayments?ids=: the rows ticked on Centro de Pagos (Exportar selección), within the caller's scope. */
let t: TestApp;
let ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { studentA, studentB } = t.fixture.users;
  const made = await t.database.db
    .insert(payments)
    .values(
      [studentA, studentA, studentB].map((u, i) => ({
        buyOrder: `OC-IDS-${i}`,
        sessionId: 's',
        userId: u.id,
        method: 'efectivo' as const,
        state: 'autorizada' as const,
        amount: 1000 * (i + 1),
        paidAt: new Date('2026-03-01T15:00:00Z'),
      })),
    )
    .returning({ id: payments.id });
  ids = made.map((p) => p.id);
}, 180_000);
afterAll(() => t.close());

const idsOf = async (as: 'admin' | 'studentA', list: number[]) => {
  const res = await t.call(as, {
    method: 'GET',
    url: `/api/v1/getPayments?ids=${list.join(',')}&pageSize=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
};

describe('GET /api/v1/getPayments?ids=', () => {
  it('answers only the ticked payments', async () => {
    expect(await idsOf('admin', [ids[0]!, ids[2]!])).toEqual([ids[0], ids[2]]);
  });

  it('never widens the scope: a student asking for another payer gets only their own', async () => {
    expect(await idsOf('studentA', ids)).toEqual([ids[0], ids[1]]);
  });

  it('refuses a list that is not ids in Spanish', async () => {
    const res = await t.call('admin', { method: 'GET', url: '/api/v1/getPayments?ids=1;drop' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/lista de hasta 100 números/);
  });
});
