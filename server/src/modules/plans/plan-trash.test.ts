import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** "Deshacer" after deleting a plan in Planes y Servicios (plan-trash.ts, POST /api/v1/restore). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const newPlan = async (name: string) => {
  const f = t.fixture;
  const res = await t.post('admin', '/api/v1/createPlan', {
    data: {
      academyId: f.academies.academyA.id,
      planTypeId: f.planTypes.semester.id,
      serviceTypeId: f.serviceTypes.groupService.id,
      name,
      description: 'Dos clases por semana',
      price: 150_000,
    },
    isClaseEspecial: false,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; name: string; price: number; description: string | null };
};
const listedIds = async () =>
  (
    (await t.call('admin', { method: 'GET', url: '/api/v1/plans?pageSize=100' })).json().items as {
      id: number;
    }[]
  ).map((p) => p.id);
const remove = (id: number) => t.post('admin', '/api/v1/deletePlan', { ID: id });
const restore = (id: number, as: 'admin' | 'teacherA' = 'admin') =>
  t.post(as, '/api/v1/restore', { data: { entity: 'plan', id } });

describe('Deshacer after deleting a plan', () => {
  it('a plan without history comes back whole, with its id; a second undo finds nothing', async () => {
    const plan = await newPlan('Guitarra semestral');
    expect((await remove(plan.id)).json()).toMatchObject({ archived: false });
    expect(await listedIds()).not.toContain(plan.id);
    const res = await restore(plan.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Plan restaurado.' });
    expect(await listedIds()).toContain(plan.id);
    const [back] = await selectRows<{ name: string; price: number; description: string }>(
      t.database.db,
      sql`select name, price, description from plans where id = ${plan.id}`,
    );
    expect(back).toEqual({ name: plan.name, price: plan.price, description: plan.description });
    expect((await restore(plan.id)).statusCode).toBe(409);
    const actions = await selectRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'plan' and entity_id = ${String(plan.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['eliminar', 'restaurar']);
  });

  it('a plan with history was archived: undo takes it out of the archive', async () => {
    const planA = t.fixture.plans.planA.id;
    await t.database.db.execute(
      sql`update enrolments set status = 'finalizado' where plan_id = ${planA}`,
    );
    expect((await remove(planA)).json()).toMatchObject({ archived: true });
    expect(await listedIds()).not.toContain(planA);
    expect((await restore(planA, 'teacherA')).statusCode).toBe(403);
    expect((await restore(planA)).statusCode).toBe(200);
    expect(await listedIds()).toContain(planA);
  });

  it('a plan of the same name created meanwhile: a Spanish 409 and nothing restored', async () => {
    const plan = await newPlan('Canto intensivo');
    await remove(plan.id);
    const again = await newPlan('Canto intensivo');
    const res = await restore(plan.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Ya hay otro plan con ese nombre/);
    expect(await listedIds()).toContain(again.id);
    expect(await listedIds()).not.toContain(plan.id);
  });
});
