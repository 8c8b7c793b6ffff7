import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, enrolments, expenses, plans, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () =>
  Promise.all([users, plans, enrolments, charges, expenses].map((table) => t.count(table)));

/** Each bad input: the expected status, the field the Spanish message must name, and nothing written. */
const badInputs: {
  name: string;
  url: string;
  payload: unknown;
  status: number;
  field?: string;
  message: RegExp;
}[] = [
  {
    name: 'invalid RUT',
    url: '/api/v1/createStudents',
    payload: { data: { rut: '12.345.678-9', firstName: 'Ana', lastName: 'Soto' } },
    status: 400,
    field: 'data.rut',
    message: /^El campo data\.rut no es un RUT válido/,
  },
  {
    name: 'missing field',
    url: '/api/v1/createStudents',
    payload: { data: { rut: '14.444.444-2', lastName: 'Soto' } },
    status: 400,
    field: 'data.firstName',
    message: /^El campo data\.firstName es obligatorio/,
  },
  {
    name: 'wrong type',
    url: '/api/v1/createGastos',
    payload: { data: { category: 'Luz', description: 'Luz', amount: '12000', date: '2026-01-01' } },
    status: 400,
    field: 'data.amount',
    message: /El campo data\.amount/,
  },
  {
    name: 'negative amount',
    url: '/api/v1/createGastos',
    payload: { data: { category: 'Luz', description: 'Luz', amount: -5, date: '2026-01-01' } },
    status: 400,
    field: 'data.amount',
    message: /negativo/,
  },
  {
    name: 'fractional amount',
    url: '/api/v1/createPlan',
    payload: {
      data: { academyId: 1, planTypeId: 1, serviceTypeId: 1, name: 'X', price: 1000.5 },
      isClaseEspecial: false,
    },
    status: 400,
    field: 'data.price',
    message: /entero/,
  },
  {
    name: 'oversized string',
    url: '/api/v1/createGastos',
    payload: {
      data: { category: 'Luz', description: 'x'.repeat(301), amount: 1000, date: '2026-01-01' },
    },
    status: 400,
    field: 'data.description',
    message: /hasta 300 caracteres/,
  },
  {
    name: 'payment day out of range',
    url: '/api/v1/editPaymentDate',
    payload: { data: { paymentDay: 31 }, user: 4 },
    status: 400,
    field: 'data.paymentDay',
    message: /entre 1 y 28/,
  },
  {
    name: 'unknown status',
    url: '/api/v1/changeStatusPlanByStudent/',
    payload: { data: { studentId: 4, planId: 1, status: 'pausado' } },
    status: 400,
    field: 'data.status',
    message: /activo, suspendido o finalizado/,
  },
  {
    name: 'bad period',
    url: '/api/v1/generateCharges',
    payload: { period: '2026-13' },
    status: 400,
    field: 'period',
    message: /AAAA-MM/,
  },
  {
    name: 'unknown student in a plan',
    url: '/api/v1/saveUserByPlan',
    payload: { plan_id: 1, data: { studentId: 99_999 } },
    status: 404,
    message: /No se encontró el alumno/,
  },
  {
    name: 'unknown plan reference',
    url: '/api/v1/createPlan',
    payload: {
      data: { academyId: 99_999, planTypeId: 1, serviceTypeId: 1, name: 'X', price: 1000 },
      isClaseEspecial: false,
    },
    status: 400,
    field: 'data.academyId',
    message: /academia/,
  },
  {
    name: 'unknown id to delete',
    url: '/api/v1/deleteGastos',
    payload: { data: { id: 99_999 } },
    status: 404,
    message: /No se encontró el gasto/,
  },
  {
    name: 'phone that is not Chilean',
    url: '/api/v1/createStudents',
    payload: {
      data: { rut: '14.444.444-2', firstName: 'Ana', lastName: 'Soto', phone: '9 8765 432' },
    },
    status: 400,
    field: 'data.phone',
    message: /^El campo data\.phone no es un teléfono chileno válido/,
  },
  {
    name: 'duplicate RUT',
    url: '/api/v1/createStudents',
    payload: { data: { rut: '15.555.555-6', firstName: 'Otra', lastName: 'Persona' } },
    status: 409,
    field: 'data.rut',
    message: /Ya existe una persona registrada con ese RUT/,
  },
  {
    name: 'malformed JSON',
    url: '/api/v1/createGastos',
    payload: '{"data": ',
    status: 400,
    message: /JSON válido/,
  },
];

describe('bad input', () => {
  for (const bad of badInputs) {
    it(`${bad.name} -> ${bad.status} in Spanish, nothing written`, async () => {
      const before = await counts();
      const res = await t.call('admin', {
        method: 'POST',
        url: bad.url,
        payload: bad.payload as object,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBe(bad.status);
      const body = res.json();
      expect(body.message).toMatch(bad.message);
      if (bad.field) expect(body.field).toBe(bad.field);
      expect(await counts()).toEqual(before);
    });
  }

  it('stores a phone typed as people write it in E.164 (issue 18)', async () => {
    const res = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/createStudents',
      payload: {
        data: {
          rut: '17.777.777-3',
          firstName: 'Fono',
          lastName: 'Chileno',
          phone: '(9) 8765-4321',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await t.call('admin', { method: 'GET', url: '/api/v1/students?search=Chileno' });
    expect(list.json().items.map((s: { phone: string }) => s.phone)).toEqual(['+56987654321']);
  });

  it('caps the page size at 100 and rejects an invalid cursor', async () => {
    const big = await t.call('admin', { method: 'GET', url: '/api/v1/students?pageSize=500' });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toMatch(/^El filtro pageSize/);
    const cursor = await t.call('admin', { method: 'GET', url: '/api/v1/students?cursor=xyz' });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().field).toBe('cursor');
  });

  it('answers unknown routes with a Spanish 404 and hides 5xx details', async () => {
    const res = await t.call('admin', { method: 'GET', url: '/api/v1/noExiste' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Recurso no encontrado.');
  });
});

describe('deleting what others depend on', () => {
  it('refuses to delete an academy with students or plans', async () => {
    const before = await counts();
    const res = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/deleteAcademies',
      payload: { ID: t.fixture.academies.academyA.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/No se puede eliminar la academia/);
    expect(await counts()).toEqual(before);
  });

  it('archives a student with charges instead of deleting, and they can no longer log in', async () => {
    const res = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/deleteStudents',
      payload: { data: { id: t.fixture.users.studentB.id } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().archived).toBe(true);
    const chargesLeft = await t.count(charges);
    expect(chargesLeft).toBe(3);
    const me = await t.call('studentB', { method: 'GET', url: '/api/v1/getCharges' });
    expect(me.statusCode).toBe(401);
  });

  it('refuses to delete a plan with active students', async () => {
    const res = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/deletePlan',
      payload: { ID: t.fixture.plans.planA.id },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('lists', () => {
  it('pages students by keyset with the same rows as offset paging', async () => {
    const first = (
      await t.call('admin', { method: 'GET', url: '/api/v1/students?pageSize=1&sort=name' })
    ).json();
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.nextCursor).toBeTruthy();
    const second = (
      await t.call('admin', {
        method: 'GET',
        url: `/api/v1/students?pageSize=1&sort=name&cursor=${first.nextCursor}`,
      })
    ).json();
    const offset = (
      await t.call('admin', { method: 'GET', url: '/api/v1/students?pageSize=1&sort=name&page=2' })
    ).json();
    expect(second.items[0].id).toBe(offset.items[0].id);
    expect(second.items[0].id).not.toBe(first.items[0].id);
  });

  it('searches students by RUT typed with dots', async () => {
    const res = (
      await t.call('admin', { method: 'GET', url: '/api/v1/students?search=15.555.555' })
    ).json();
    expect(res.items.map((s: { rut: string }) => s.rut)).toEqual(['15555555-6']);
  });

  it('does not search RUTs with the digits of a name (Díaz 555 is nobody, not Camila 15.555.555)', async () => {
    const res = (
      await t.call('admin', {
        method: 'GET',
        url: `/api/v1/students?search=${encodeURIComponent('Díaz 555')}`,
      })
    ).json();
    expect(res.items).toEqual([]);
    expect(res.total).toBe(0);
  });
});
