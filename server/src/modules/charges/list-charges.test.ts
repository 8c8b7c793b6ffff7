import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.call('admin', {
    method: 'POST',
    url: '/api/v1/generateCharges',
    payload: { period: '2026-03' },
  });
  await t.call('admin', {
    method: 'POST',
    url: '/api/v1/generateCharges',
    payload: { period: '2026-04' },
  });
});
afterAll(() => t.close());

const dueDates = async (query: string) => {
  const response = await t.call('admin', {
    method: 'GET',
    url: `/api/v1/getCharges?pageSize=100&${query}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().items as { dueDate: string }[]).map((c) => c.dueDate);
};

describe('getCharges due-date filter', () => {
  it('keeps the charges due inside the range, both ends included', async () => {
    const [expected] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from charges where due_date between '2026-03-01' and '2026-03-31'`,
    );
    const march = await dueDates('dueFrom=2026-03-01&dueTo=2026-03-31');
    expect(march.length).toBe(expected?.n);
    expect(march.length).toBeGreaterThan(0);
    expect(march.every((d) => d >= '2026-03-01' && d <= '2026-03-31')).toBe(true);
    const [first] = march.toSorted();
    expect(await dueDates(`dueFrom=${first}&dueTo=${first}`)).toContain(first);
  });

  it('takes one end alone', async () => {
    const fromApril = await dueDates('dueFrom=2026-04-01');
    expect(fromApril.length).toBeGreaterThan(0);
    expect(fromApril.every((d) => d >= '2026-04-01')).toBe(true);
  });

  it('refuses a range that ends before it starts, or a date that is not one, in Spanish', async () => {
    const reversed = await t.call('admin', {
      method: 'GET',
      url: '/api/v1/getCharges?dueFrom=2026-05-01&dueTo=2026-04-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/dueFrom no puede ser posterior a dueTo/);
    const bad = await t.call('admin', {
      method: 'GET',
      url: '/api/v1/getCharges?dueTo=01-04-2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/dueTo debe ser una fecha AAAA-MM-DD/);
  });
});
