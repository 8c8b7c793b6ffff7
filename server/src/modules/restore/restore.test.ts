import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';

/**
 * POST /api/v1/restore: "Deshacer" after a delete in a list (Gastos Operativos, templates). Plans,
 * students, academies and team members: plan-trash, student-trash, academy-trash, staff-trash tests.
 */
let t: TestApp;
let expenseId: number;

beforeAll(async () => {
  t = await createTestApp();
  expenseId = t.fixture.expense.id;
}, 180_000);
afterAll(() => t.close());

const restore = (as: FixtureUser | null, data: Record<string, unknown>) =>
  t.post(as, '/api/v1/restore', { data });
const listedIds = async () =>
  (
    (await t.call('admin', { method: 'GET', url: '/api/v1/gastos?pageSize=100' })).json().items as {
      id: number;
    }[]
  ).map((e) => e.id);
const audit = () =>
  selectRows<{ action: string; before: { description?: string } | null }>(
    t.database.db,
    sql`select action, before from audit_log where entity = 'gasto' and entity_id = ${String(expenseId)} order by id`,
  );

describe('POST /api/v1/restore', () => {
  it('refuses every role but admin, and bad input in Spanish, changing nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    for (const as of ['teacherA', 'studentA', 'guardian', null] as const) {
      const res = await restore(as, { entity: 'gasto', id: expenseId });
      expect(res.statusCode, String(as)).toBe(as === null ? 401 : 403);
    }
    const entity = await restore('admin', { entity: 'cobro', id: expenseId });
    expect(entity.statusCode).toBe(400);
    expect(entity.json().message).toMatch(/no es un registro que se pueda restaurar/);
    // not deleted: nothing to undo
    const alive = await restore('admin', { entity: 'gasto', id: expenseId });
    expect(alive.statusCode).toBe(404);
    expect(alive.json().message).toMatch(/No hay un gasto eliminado/);
    expect(await databaseFingerprint(t.database.db)).toBe(before);
  });

  it('brings a deleted expense back, once, with both steps in the audit', async () => {
    const deleted = await t.post('admin', '/api/v1/deleteGastos', { data: { id: expenseId } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await listedIds()).not.toContain(expenseId);
    const res = await restore('admin', { entity: 'gasto', id: expenseId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Gasto restaurado.' });
    expect(await listedIds()).toContain(expenseId);
    // a second "Deshacer" (a double click): already back, a Spanish 409
    const again = await restore('admin', { entity: 'gasto', id: expenseId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Ya se restauró/);
    const entries = await audit();
    expect(entries.map((e) => e.action)).toEqual(['eliminar', 'restaurar']);
    expect(entries[0]?.before?.description).toBeTruthy();
  });

  it('brings a deleted template back with its id, author and sends; a teacher only their own', async () => {
    const saved = async (as: FixtureUser, name: string) => {
      const res = await t.post(as, '/api/v1/saveEmailDB', {
        data: { name, subject: 'Hola {{nombre}}', html: '<p>Hola {{nombre}}</p>' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    const adminTemplate = await saved('admin', 'Aviso de vacaciones');
    const teacherTemplate = await saved('teacherA', 'Ensayo general');
    const sent = await t.post('admin', '/api/v1/sendEmailByRecipients', {
      data: { templateId: adminTemplate, recipients: { mode: 'todos' } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const [as, id] of [
      ['admin', adminTemplate],
      ['teacherA', teacherTemplate],
    ] as const) {
      const res = await t.post(as, '/api/v1/deleteEmailDB', { data: { id } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const linked = () =>
      selectRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from email_sends where template_id = ${adminTemplate}`,
      );
    // a teacher cannot bring back the administration's template, nor restore an expense
    const foreign = await restore('teacherA', { entity: 'plantilla', id: adminTemplate });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await restore('teacherA', { entity: 'plantilla', id: teacherTemplate })).json(),
    ).toEqual({ ok: true, message: 'Plantilla restaurada.' });
    expect((await restore('admin', { entity: 'plantilla', id: adminTemplate })).statusCode).toBe(
      200,
    );
    expect((await restore('admin', { entity: 'plantilla', id: adminTemplate })).statusCode).toBe(
      409,
    );
    const back = await t.call('admin', { method: 'GET', url: '/api/v1/getEmails/?pageSize=100' });
    const names = (back.json().items as { id: number; name: string }[]).map((x) => [x.id, x.name]);
    expect(names).toContainEqual([adminTemplate, 'Aviso de vacaciones']);
    expect(names).toContainEqual([teacherTemplate, 'Ensayo general']);
    expect((await linked())[0]?.n).toBe(1);
  });
});
