import { exportList } from '@academias/shared/contract/exports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (as: FixtureUser, url: string) => t.call(as, { method: 'GET', url });
const dataLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1);
const range = 'startDate=2026-01-01&endDate=2026-12-31';

beforeAll(async () => {
  t = await createTestApp();
  // 230 expenses, so the export walks three pages of the list call
  await t.database.db.execute(sql`
    insert into expenses (academy_id, category, description, amount, date)
    select ${t.fixture.academies.academyA.id}, 'Arriendo', 'Gasto ' || n, 1000 + n,
           make_date(2026, 1 + (n % 12), 1 + (n % 28))
    from generate_series(1, 230) as n`);
});
afterAll(() => t.close());

describe('exports of academies, plans, expenses, boletas, e-mail history and Transbank payments', () => {
  it.each([
    ['academies', '/api/v1/academies', '', 'Academia'],
    ['plans', '/api/v1/plans', '', 'Plan'],
    ['expenses', '/api/v1/gastos', '', 'Categoría'],
    ['documents', '/api/v1/getPaymentSlips', '', 'Folio'],
    ['emailHistory', '/api/v1/getHistoryEmails/', '', 'Plantilla'],
    ['transbankPayments', '/api/v1/getReportTransbank', range, 'Abono neto'],
  ] as const)('admin: %s holds exactly the list total', async (list, path, query, header) => {
    const listed = (await get('admin', `${path}?pageSize=5&${query}`)).json();
    const total = list === 'transbankPayments' ? listed.payments.total : listed.total;
    const res = await get('admin', `${exportList.path.replace(':list', list)}?format=csv&${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(res.body).toContain(header);
    expect(dataLines(res.body).filter(Boolean)).toHaveLength(total);
  });

  it('the expenses export walks every page, in the filter and sort of the list', async () => {
    const query = `academyId=${t.fixture.academies.academyA.id}&sort=amount&order=desc`;
    const listed = (await get('admin', `/api/v1/gastos?pageSize=5&${query}`)).json();
    expect(listed.total).toBeGreaterThan(200);
    const res = await get('admin', `/api/v1/exports/expenses?format=csv&${query}`);
    const rows = dataLines(res.body);
    expect(rows).toHaveLength(listed.total);
    const amounts = rows.map((r) => Number(r.split(';').at(-1)));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('the list call decides access: a teacher cannot export expenses or the Transbank report', async () => {
    expect((await get('teacherA', '/api/v1/exports/expenses')).statusCode).toBe(403);
    expect((await get('teacherA', `/api/v1/exports/transbankPayments?${range}`)).statusCode).toBe(
      403,
    );
    const bad = await get('admin', '/api/v1/exports/transbankPayments?startDate=2026-13-01');
    expect(bad.statusCode).toBe(400);
  });
});
