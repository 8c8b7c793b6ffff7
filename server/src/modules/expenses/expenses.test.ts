import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import { auditLog, expenses } from '../../db/schema/index.ts';
import { type FixtureUser, type TestApp, createTestApp } from '../../test/test-app.ts';

/** Gastos Operativos on the API: list, register, edit and delete (soft) an expense. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.call('admin', { method: 'GET', url: `/api/v1/gastos?pageSize=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: number; category: string; description: string; amount: number }[];
    total: number;
    totalAmount: number;
  };
};
const create = (data: object, as: FixtureUser | null = 'admin') =>
  t.post(as, '/api/v1/createGastos', { data });
const edit = (data: object, as: FixtureUser | null = 'admin') =>
  t.post(as, '/api/v1/editGastos', { data });
const remove = (id: number, as: FixtureUser | null = 'admin') =>
  t.post(as, '/api/v1/deleteGastos', { data: { id } });
const unchanged = async () => [await t.count(expenses), await t.count(auditLog), await list()];
const light = { category: 'Servicios', description: 'Cuenta de luz marzo', amount: 38_500 };

describe('gastos (list)', () => {
  it('lists the expenses with their academy and the total of what is listed', async () => {
    const { items, total, totalAmount } = await list();
    expect(items).toEqual([
      {
        id: t.fixture.expense.id,
        academyId: t.fixture.academies.academyA.id,
        academyName: 'Academia de Música',
        category: 'Arriendo',
        description: 'Arriendo sala enero',
        amount: 400_000,
        date: '2026-01-31',
        createdAt: expect.any(String),
      },
    ]);
    expect({ total, totalAmount }).toEqual({ total: 1, totalAmount: 400_000 });
  });

  it('filters by academy, dates and words, sorts by amount; a bad date is a Spanish 400', async () => {
    const academyB = t.fixture.academies.academyB.id;
    const created = await create({ ...light, academyId: academyB, date: '2026-03-10' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect((await list(`&academyId=${academyB}`)).items.map((e) => e.id)).toEqual([id]);
    expect((await list('&from=2026-03-01&to=2026-03-31')).items.map((e) => e.id)).toEqual([id]);
    expect((await list('&to=2026-02-28')).items.map((e) => e.id)).toEqual([t.fixture.expense.id]);
    expect((await list('&search=LUZ')).items.map((e) => e.id)).toEqual([id]);
    expect((await list('&search=arriendo')).totalAmount).toBe(400_000);
    const byAmount = await list('&sort=amount&order=asc');
    expect(byAmount.items.map((e) => e.amount)).toEqual([38_500, 400_000]);
    expect(byAmount.totalAmount).toBe(438_500);
    const bad = await t.call('admin', { method: 'GET', url: '/api/v1/gastos?from=2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'from', message: /fecha válida/ });
    expect((await remove(id)).statusCode).toBe(200);
  });

  it('only the administration reads them', async () => {
    for (const who of ['teacherA', 'guardian', null] as const) {
      const res = await t.call(who, { method: 'GET', url: '/api/v1/gastos' });
      expect(res.statusCode, String(who)).toBe(who === null ? 401 : 403);
    }
  });
});

describe('createGastos', () => {
  it('registers an expense with or without academy; it is listed as sent', async () => {
    const general = await create({ ...light, date: '2026-03-05' });
    expect(general.statusCode, general.body).toBe(200);
    expect(general.json()).toMatchObject({ ...light, academyId: null, academyName: null });
    const own = await create({
      ...light,
      academyId: t.fixture.academies.academyA.id,
      date: '2026-03-06',
    });
    expect(own.json()).toMatchObject({ academyName: 'Academia de Música', date: '2026-03-06' });
    const listed = await list('&from=2026-03-05&to=2026-03-06');
    expect(listed.items.map((e) => e.id).sort()).toEqual([general.json().id, own.json().id].sort());
    expect(listed.totalAmount).toBe(77_000);
    await remove(general.json().id);
    await remove(own.json().id);
  });

  it('refuses an unknown academy, a zero amount, an empty category and a bad date, in Spanish', async () => {
    const before = await unchanged();
    const cases: [object, string, RegExp][] = [
      [{ academyId: 99_999 }, 'data.academyId', /no corresponde a una academia/],
      [{ amount: 0 }, 'data.amount', /mayor que cero/],
      [{ category: '  ' }, 'data.category', /obligatorio/],
      [{ date: '2026-02-30' }, 'data.date', /fecha válida/],
    ];
    for (const [spoiled, field, message] of cases) {
      const res = await create({ ...light, date: '2026-03-07', ...spoiled });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    expect(await unchanged()).toEqual(before);
  });

  it('a teacher may not register one', async () => {
    const before = await unchanged();
    expect((await create({ ...light, date: '2026-03-07' }, 'teacherA')).statusCode).toBe(403);
    expect(await unchanged()).toEqual(before);
  });
});

describe('editGastos', () => {
  it('changes every field; the list shows the new values', async () => {
    const id = (await create({ ...light, date: '2026-04-02' })).json().id as number;
    const res = await edit({
      id,
      academyId: t.fixture.academies.academyB.id,
      category: 'Mantención',
      description: 'Reparación piso',
      amount: 120_000,
      date: '2026-04-03',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, academyName: 'Academia de Danza', amount: 120_000 });
    expect((await list('&search=piso')).items).toEqual([
      expect.objectContaining({ id, category: 'Mantención', date: '2026-04-03' }),
    ]);
    await remove(id);
  });

  it('a missing id is a 404, a bad academy or amount a 400; nothing changes', async () => {
    const before = await unchanged();
    const fields = { ...light, date: '2026-01-31' };
    const missing = await edit({ ...fields, id: 99_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No se encontró el gasto.');
    const id = t.fixture.expense.id;
    const academy = await edit({ ...fields, id, academyId: 99_999 });
    expect(academy.statusCode).toBe(400);
    expect(academy.json().field).toBe('data.academyId');
    const amount = await edit({ ...fields, id, amount: 10.5 });
    expect(amount.json()).toMatchObject({ field: 'data.amount', message: /entero/ });
    expect((await edit({ ...fields, id }, 'studentA')).statusCode).toBe(403);
    expect(await unchanged()).toEqual(before);
  });
});

describe('deleteGastos', () => {
  it('takes the expense out of the list and notes what it was in the audit', async () => {
    const id = (await create({ ...light, date: '2026-05-02' })).json().id as number;
    const res = await remove(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Gasto eliminado.' });
    expect((await list()).items.map((e) => e.id)).not.toContain(id);
    const audit = await selectRows<{ action: string; description: string }>(
      t.database.db,
      sql`select action, before->>'description' as description from audit_log
          where entity = 'gasto' and entity_id = ${String(id)}`,
    );
    expect(audit).toEqual([{ action: 'eliminar', description: 'Cuenta de luz marzo' }]);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No se encontró el gasto.');
  });

  it('refuses a bad id and other roles; nothing is deleted', async () => {
    const before = await unchanged();
    const bad = await t.post('admin', '/api/v1/deleteGastos', { data: { id: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'data.id', message: /número/ });
    expect((await remove(t.fixture.expense.id, 'teacherA')).statusCode).toBe(403);
    expect((await remove(t.fixture.expense.id, null)).statusCode).toBe(401);
    expect(await unchanged()).toEqual(before);
  });
});
