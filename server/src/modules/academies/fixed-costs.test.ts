import { todayInChile } from '@academias/shared/domain';
import { selectRows } from '../../db/db-handle.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyCharges } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { monthlyAcademyFigures } from '../reports/academy-figures.ts';

/** Changing or deleting a fixed cost never changes a past month (docs/money.md). */
let t: TestApp;
const thisMonth = todayInChile().slice(0, 7);
const lastMonth = (() => {
  const [y, m] = thisMonth.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
})();
beforeAll(async () => {
  t = await createTestApp();
  await t.closeMonth('2026-01');
}, 180_000);
afterAll(() => t.close());

const fixedCosts = async () => {
  const figures = await monthlyAcademyFigures(t.database.db, { from: '2026-01', to: thisMonth }, [
    t.fixture.academies.academyA.id,
  ]);
  const byMonth = new Map<string, number>();
  for (const row of figures.months) {
    const month = row.month ?? '';
    byMonth.set(month, (byMonth.get(month) ?? 0) + row.fixedCosts);
  }
  return byMonth;
};

describe('fixed costs over time', () => {
  it('an edit starts a new row this month and a delete ends it; earlier months keep it', async () => {
    const academyId = t.fixture.academies.academyA.id;
    const created = await t.post('admin', '/api/v1/saveChargeByAcademy', {
      id: academyId,
      academy: {
        description: 'Arriendo',
        amount: 100_000,
        frequency: 'mensual',
        startDate: '2026-01-01',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const before = await fixedCosts();
    expect(before.get('2026-01')).toBe(100_000);
    expect(before.get(thisMonth)).toBe(100_000);

    const edited = await t.post('admin', '/api/v1/updateChargeByAcademy', {
      data: {
        id: created.json().id,
        description: 'Arriendo',
        amount: 120_000,
        frequency: 'mensual',
        startDate: '2026-01-01',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount: 120_000, startDate: `${thisMonth}-01` });
    const afterEdit = await fixedCosts();
    expect(afterEdit.get('2026-01')).toBe(100_000);
    expect(afterEdit.get(lastMonth)).toBe(100_000);
    expect(afterEdit.get(thisMonth)).toBe(120_000);

    const removed = await t.post('admin', '/api/v1/deleteChargeByAcademy', {
      data: { id: edited.json().id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const afterDelete = await fixedCosts();
    expect(afterDelete.get('2026-01')).toBe(100_000);
    expect(afterDelete.get(lastMonth)).toBe(100_000);
    expect(afterDelete.get(thisMonth) ?? 0).toBe(0);
    // Nothing was deleted: both rows stay, ended.
    const kept = await selectRows<{ end: string | null }>(
      t.database.db,
      sql`select end_date::text as end from academy_charges where academy_id = ${academyId} order by id`,
    );
    expect(kept.every((r) => r.end !== null)).toBe(true);
    // An ended cost is gone for an admin: a second delete or edit finds nothing.
    expect(
      (await t.post('admin', '/api/v1/deleteChargeByAcademy', { data: { id: edited.json().id } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a past start or a change of a past one-off (Spanish 400, nothing changes)', async () => {
    const academyId = t.fixture.academies.academyA.id;
    const once = await t.post('admin', '/api/v1/saveChargeByAcademy', {
      id: academyId,
      academy: {
        description: 'Pintura',
        amount: 50_000,
        frequency: 'unico',
        startDate: '2026-01-15',
      },
    });
    const count = await t.count(academyCharges);
    const res = await t.post('admin', '/api/v1/updateChargeByAcademy', {
      data: {
        id: once.json().id,
        description: 'Pintura',
        amount: 60_000,
        frequency: 'unico',
        startDate: '2026-01-15',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('no cambia');
    const monthly = await t.post('admin', '/api/v1/saveChargeByAcademy', {
      id: academyId,
      academy: {
        description: 'Luz',
        amount: 20_000,
        frequency: 'mensual',
        startDate: '2026-03-01',
      },
    });
    const moved = await t.post('admin', '/api/v1/updateChargeByAcademy', {
      data: {
        id: monthly.json().id,
        description: 'Luz',
        amount: 20_000,
        frequency: 'mensual',
        startDate: '2026-02-01',
      },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toContain('mes pasado');
    expect(await t.count(academyCharges)).toBe(count + 1);
    expect((await fixedCosts()).get('2026-01')).toBe(150_000);
  });
});
