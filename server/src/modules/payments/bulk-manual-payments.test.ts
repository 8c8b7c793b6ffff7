import { randomUUID } from 'node:crypto';
import { todayInChile } from '@academias/shared/domain';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges.ts';
import { monthClosings } from '../../db/schema/index.ts';
import { documents, payments } from '../../db/schema/payments.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';
import { addMonthlyCharges } from '../../test/fixture.ts';

let t: TestApp;
let a3: number;
let a4: number;
let b3: number;

beforeAll(async () => {
  t = await createTestApp();
  [a3, a4, b3] = (await addMonthlyCharges(t.database.db, t.fixture, [
    ['A', '2026-03', 30_000],
    ['A', '2026-04', 31_000],
    ['B', '2026-03', 25_000],
  ])) as [number, number, number];
}, 180_000);
afterAll(() => t.close());

const bulk = (as: FixtureUser | null, data: Record<string, unknown>) =>
  t.call(as, { method: 'POST', url: '/api/v1/payments/bulk-manual', payload: { data } });
const body = (chargeIds: number[], extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  chargeIds,
  method: 'efectivo',
  paidOn: todayInChile(),
  ...extra,
});
const stateOf = async (ids: number[]) =>
  (
    await t.database.db
      .select({ id: charges.id, state: charges.state })
      .from(charges)
      .where(inArray(charges.id, ids))
      .orderBy(charges.id)
  ).map((c) => c.state);
const fingerprint = () => databaseFingerprint(t.database.db);

describe('POST /api/v1/payments/bulk-manual', () => {
  it('refuses every role but admin, changing nothing', async () => {
    const before = await fingerprint();
    for (const as of ['teacherA', 'studentA', 'guardian', null] as const) {
      const res = await bulk(as, body([a3]));
      expect(res.statusCode, String(as)).toBe(as === null ? 401 : 403);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a future date, a closed month and bad input in Spanish, changing nothing', async () => {
    const before = await fingerprint();
    const future = await bulk('admin', body([a3], { paidOn: '2099-01-02' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/fecha futura/);
    await t.database.db.insert(monthClosings).values({
      period: '2026-01',
      closedBy: t.fixture.users.admin.id,
      warnings: null,
    });
    const closed = await bulk('admin', body([a3], { paidOn: '2026-01-15' }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/Enero 2026 está cerrado/i);
    await t.database.db.delete(monthClosings).where(eq(monthClosings.period, '2026-01'));
    const method = await bulk('admin', body([a3], { method: 'webpay' }));
    expect(method.statusCode).toBe(400);
    expect(method.json().message).toMatch(/efectivo o transferencia/);
    const repeated = await bulk('admin', body([a3, a3]));
    expect(repeated.statusCode).toBe(400);
    const missing = await bulk('admin', body([a3, 999_999]));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/999999/);
    expect(await fingerprint()).toBe(before);
  });

  it('a paid charge in the set names it and registers nothing', async () => {
    const before = await fingerprint();
    const paid = t.fixture.charges.chargeA2.id;
    const res = await bulk('admin', body([a3, paid, b3]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Mensualidad 2026-02.*ya está pagado.*ningún pago/);
    expect(await stateOf([a3, b3])).toEqual(['pendiente', 'pendiente']);
    expect(await fingerprint()).toBe(before);
  });

  it('pays each charge with its own payment and boleta, on the chosen day, once per key', async () => {
    const paymentsBefore = await t.count(payments);
    const documentsBefore = await t.count(documents);
    const data = body([a3, a4, b3], {
      method: 'transferencia',
      reference: 'Lote 7',
      paidOn: '2026-11-02',
    });
    // a double click: both calls at once, one registration
    const [first, second] = await Promise.all([bulk('admin', data), bulk('admin', data)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const answers = [first.json(), second.json()];
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    for (const a of answers) {
      expect(a).toMatchObject({ count: 3, total: 86_000 });
      expect(a.paymentIds).toHaveLength(3);
    }
    expect(answers[0].paymentIds).toEqual(answers[1].paymentIds);
    // and a retry later answers the same, writing nothing
    const retry = await bulk('admin', data);
    expect(retry.json()).toMatchObject({ replayed: true, count: 3, total: 86_000 });
    expect(await t.count(payments)).toBe(paymentsBefore + 3);
    expect(await t.count(documents)).toBe(documentsBefore + 3);
    expect(await stateOf([a3, a4, b3])).toEqual(['pagado', 'pagado', 'pagado']);
    const made = await t.database.db
      .select()
      .from(payments)
      .where(like(payments.sessionId, `bulk-${data.idempotencyKey}`))
      .orderBy(payments.id);
    expect(made.map((p) => [p.userId, p.amount, p.method, p.state, p.reference])).toEqual([
      [t.fixture.users.studentA.id, 30_000, 'transferencia', 'autorizada', 'Lote 7'],
      [t.fixture.users.studentA.id, 31_000, 'transferencia', 'autorizada', 'Lote 7'],
      [t.fixture.users.studentB.id, 25_000, 'transferencia', 'autorizada', 'Lote 7'],
    ]);
    expect(made.every((p) => todayInChile(p.paidAt ?? new Date(0)) === '2026-11-02')).toBe(true);
    // the same key with other charges is refused
    const other = await bulk('admin', { ...data, chargeIds: [t.fixture.charges.chargeA1.id] });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/ya registró otros cobros/);
  });

  it('getCharges answers only the ticked ids (the selection export)', async () => {
    const res = await t.call('admin', {
      method: 'GET',
      url: `/api/v1/getCharges?ids=${a3},${b3}&pageSize=100`,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([a3, b3].sort());
    expect(res.json().total).toBe(2);
    const bad = await t.call('admin', { method: 'GET', url: '/api/v1/getCharges?ids=1;drop' });
    expect(bad.statusCode).toBe(400);
  });
});
