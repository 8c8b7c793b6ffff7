import { randomUUID } from 'node:crypto';
import { contract } from '@academias/shared/contract';
import { selectRows } from '../../db/db-handle.ts';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academies,
  academyCharges,
  academyPercents,
  enrolments,
  expenses,
  plans,
  users,
} from '../../db/schema/index.ts';
import type { Fixture } from '../fixture.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../test-app.ts';

/**
 * Every route of the API groups owned here, called as every role. "own" data is student A /
 * academy A; teacher B, student B and anonymous must never see it. `hidden` accepts 403/404, or
 * 200 with none of the case's secrets in the body.
 */
type Expectation = number | 'hidden';
type Roles = Record<'anonymous' | FixtureUser, Expectation>;

interface Spares {
  teacher: number;
  student: number;
  academy: number;
  academyCharge: number;
  academyCharge2: number;
  percent: number;
  plan: number;
  enrolmentStudent: number;
  enrolmentPlan: number;
  expense: number;
}

interface Case {
  key: keyof typeof contract;
  request: (f: Fixture, s: Spares) => InjectOptions;
  expect: Partial<Roles>;
  /** Strings of student A / academy A that foreign callers must not receive. */
  secrets?: string[];
}

const ADMIN_ONLY: Partial<Roles> = {
  anonymous: 401,
  teacherA: 403,
  teacherB: 403,
  studentA: 403,
  studentB: 403,
  guardian: 403,
};
const SIGNED_IN: Partial<Roles> = {
  anonymous: 401,
  admin: 200,
  teacherA: 200,
  teacherB: 200,
  studentA: 200,
  studentB: 200,
  guardian: 200,
};
const STAFF_SCOPED: Partial<Roles> = {
  anonymous: 401,
  admin: 200,
  teacherA: 200,
  teacherB: 'hidden',
  studentA: 403,
  studentB: 403,
  guardian: 403,
};
const PERSON_SCOPED: Partial<Roles> = {
  anonymous: 401,
  admin: 200,
  teacherA: 200,
  teacherB: 'hidden',
  studentA: 200,
  studentB: 'hidden',
  guardian: 200,
};

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload: unknown): InjectOptions => ({
  method: 'POST',
  url,
  payload: payload as object,
});

const RUT_A = '15555555-6';

const cases: Case[] = [
  {
    key: 'teachers',
    request: () => get('/api/v1/teachers'),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  { key: 'admin', request: () => get('/api/v1/admin'), expect: { ...ADMIN_ONLY, admin: 200 } },
  {
    key: 'createTeacher',
    request: (f) =>
      post('/api/v1/createTeacher', {
        data: {
          firstName: 'Nuevo',
          lastName: 'Profe',
          username: 'nuevo.profe',
          password: 'Clave.Segura1',
          academyIds: [f.academies.academyA.id],
        },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'editTeacher',
    request: (f) =>
      post('/api/v1/editTeacher', {
        data: {
          id: f.users.teacherB.id,
          firstName: 'Berta',
          lastName: 'Bravo',
          username: 'profe.b',
          academyIds: [f.academies.academyB.id],
        },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'deleteTeacher',
    request: (_f, s) => post('/api/v1/deleteTeacher', { data: { id: s.teacher } }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  { key: 'getTypeProfile', request: () => get('/api/v1/getTypeProfile'), expect: SIGNED_IN },
  {
    key: 'students',
    request: () => get('/api/v1/students'),
    expect: STAFF_SCOPED,
    secrets: [RUT_A],
  },
  {
    key: 'studentsByAcademy',
    request: (f) => get(`/api/v1/studentsByAcademy/${f.academies.academyA.id}`),
    expect: STAFF_SCOPED,
    secrets: [RUT_A],
  },
  {
    key: 'getStudentById',
    request: (f) => get(`/api/v1/getStudentById/${f.users.studentA.id}`),
    expect: PERSON_SCOPED,
    secrets: [RUT_A, 'Camila'],
  },
  {
    key: 'createStudents',
    request: () =>
      post('/api/v1/createStudents', {
        data: { rut: '14.444.444-2', firstName: 'Nueva', lastName: 'Alumna' },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'updateStudent',
    request: (f) =>
      post('/api/v1/updateStudent', {
        data: { id: f.users.studentB.id, rut: '16666666-K', firstName: 'Diego', lastName: 'Díaz' },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'deleteStudents',
    request: (_f, s) => post('/api/v1/deleteStudents', { data: { id: s.student } }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'studentBulkAction',
    request: (f) =>
      post('/api/v1/students/bulk', {
        data: {
          idempotencyKey: randomUUID(),
          action: 'invitacion',
          students: { ids: [f.users.studentA.id] },
        },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'editPaymentDate',
    request: (f) =>
      post('/api/v1/editPaymentDate', { data: { paymentDay: 7 }, user: f.users.studentA.id }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'academies',
    request: () => get('/api/v1/academies'),
    expect: STAFF_SCOPED,
    secrets: ['Academia de Música'],
  },
  {
    key: 'getAcademyById',
    request: (f) => get(`/api/v1/getAcademyById/${f.academies.academyA.id}`),
    expect: STAFF_SCOPED,
    secrets: ['Academia de Música'],
  },
  {
    key: 'createAcademies',
    request: () => post('/api/v1/createAcademies', { data: { name: 'Academia de Fútbol' } }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'editAcademies',
    request: (f) =>
      post('/api/v1/editAcademies', {
        data: {
          id: f.academies.academyA.id,
          name: 'Academia de Música',
          teacherIds: [f.users.teacherA.id],
        },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'deleteAcademies',
    request: (_f, s) => post('/api/v1/deleteAcademies', { ID: s.academy }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'editAcademyByTeacher',
    request: (f) =>
      post('/api/v1/editAcademyByTeacher', {
        data: { id: f.academies.academyA.id, address: 'Calle Nueva 123' },
      }),
    expect: { ...STAFF_SCOPED, teacherB: 404 },
    secrets: ['Academia de Música'],
  },
  {
    key: 'saveChargeByAcademy',
    request: (f) =>
      post('/api/v1/saveChargeByAcademy', {
        academy: { description: 'Arriendo', amount: 100_000, startDate: '2026-01-01' },
        id: f.academies.academyA.id,
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'updateChargeByAcademy',
    request: (f, s) =>
      post('/api/v1/updateChargeByAcademy', {
        data: {
          id: s.academyCharge,
          description: 'Luz',
          amount: 20_000,
          frequency: 'mensual',
          // Its own start: a past month's start never changes (docs/money.md).
          startDate: '2026-01-01',
        },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'deleteChargeByAcademy',
    request: (_f, s) => post('/api/v1/deleteChargeByAcademy', { data: { id: s.academyCharge2 } }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'savePercent',
    request: (f) =>
      post('/api/v1/savePercent', {
        data: { academyId: f.academies.academyA.id, teacherId: f.users.teacherA.id, percent: 40.5 },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'deletePercent',
    request: (_f, s) => post('/api/v1/deletePercent', { data: { id: s.percent } }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'plans',
    request: () => get('/api/v1/plans'),
    expect: PERSON_SCOPED,
    secrets: ['Piano mensual'],
  },
  {
    key: 'studentsByPlan',
    request: (f) => get(`/api/v1/studentsByPlan?planId=${f.plans.planA.id}`),
    expect: STAFF_SCOPED,
    secrets: [RUT_A],
  },
  {
    key: 'createPlan',
    request: (f) =>
      post('/api/v1/createPlan', {
        data: {
          academyId: f.academies.academyA.id,
          planTypeId: f.planTypes.semester.id,
          serviceTypeId: f.serviceTypes.groupService.id,
          name: 'Guitarra semestral',
          price: 150_000,
        },
        isClaseEspecial: false,
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'editPlan',
    request: (f) =>
      post('/api/v1/editPlan', {
        data: {
          id: f.plans.planSpecial.id,
          academyId: f.academies.academyA.id,
          planTypeId: f.planTypes.special.id,
          serviceTypeId: f.serviceTypes.groupService.id,
          name: 'Clase magistral',
          price: 18_000,
        },
        isClaseEspecial: true,
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'deletePlan',
    request: (_f, s) => post('/api/v1/deletePlan', { ID: s.plan }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  { key: 'typePlan', request: () => get('/api/v1/typePlan'), expect: SIGNED_IN },
  { key: 'getTypeServices', request: () => get('/api/v1/getTypeServices'), expect: SIGNED_IN },
  {
    key: 'getChargesById',
    request: (f) =>
      post('/api/v1/getChargesById', { studentId: f.users.studentA.id, planId: f.plans.planA.id }),
    expect: PERSON_SCOPED,
    secrets: [RUT_A],
  },
  {
    key: 'saveUserByPlan',
    request: (f) =>
      post('/api/v1/saveUserByPlan', {
        plan_id: f.plans.planA.id,
        data: { studentId: f.users.studentB.id, paymentDay: 3 },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'savePlanByUser',
    request: (f) =>
      post('/api/v1/savePlanByUser', {
        data: { studentId: f.users.studentB.id, planIds: [f.plans.planSpecial.id] },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'deletePlanByUser',
    request: (_f, s) =>
      post('/api/v1/deletePlanByUser', { id: s.enrolmentStudent, planId: s.enrolmentPlan }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'changeStatusPlanByStudent',
    request: (f) =>
      post('/api/v1/changeStatusPlanByStudent/', {
        data: { studentId: f.users.studentB.id, planId: f.plans.planB.id, status: 'suspendido' },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'getCharges',
    request: () => get('/api/v1/getCharges'),
    expect: PERSON_SCOPED,
    secrets: [RUT_A],
  },
  {
    key: 'generateCharges',
    request: () => post('/api/v1/generateCharges', { period: '2026-03' }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  { key: 'gastos', request: () => get('/api/v1/gastos'), expect: { ...ADMIN_ONLY, admin: 200 } },
  {
    key: 'createGastos',
    request: () =>
      post('/api/v1/createGastos', {
        data: {
          category: 'Aseo',
          description: 'Útiles de aseo',
          amount: 12_990,
          date: '2026-02-02',
        },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'editGastos',
    request: (f) =>
      post('/api/v1/editGastos', {
        data: {
          id: f.expense.id,
          category: 'Arriendo',
          description: 'Arriendo sala',
          amount: 410_000,
          date: '2026-01-31',
        },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'deleteGastos',
    request: (_f, s) => post('/api/v1/deleteGastos', { data: { id: s.expense } }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'getTransbankCommission',
    request: () => get('/api/v1/getTransbankCommission'),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'updateTransbankCommission',
    request: () =>
      post('/api/v1/updateTransbankCommission', { data: { percent: 2.89, fixedAmount: 0 } }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'getIssuerSettings',
    request: () => get('/api/v1/getIssuerSettings'),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    key: 'updateIssuerSettings',
    request: () =>
      post('/api/v1/updateIssuerSettings', {
        data: {
          rut: '76.543.210-3',
          businessName: 'Academias Demo SpA',
          giro: 'Enseñanza',
          address: 'Av. Providencia 1234',
          comuna: 'Providencia',
          documentType: 39,
        },
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
];

/** Endpoints tested in their own files (anonymous by design). */
// deleteTransbankCommission: src/test/matrix/money-permissions.test.ts; previewCharges: modules/charges/first-charge.test.ts
// getAcademyBillingRules, saveAcademyBillingRule: src/test/matrix/money-permissions.test.ts
const testedElsewhere = new Set([
  'login',
  'refresh',
  'logout',
  'deleteTransbankCommission',
  'previewCharges',
  'getAcademyBillingRules',
  'saveAcademyBillingRule',
]);
const ownGroups = ['users', 'students', 'academies', 'plans', 'charges', 'expenses', 'settings'];

let t: TestApp;
let spares: Spares;

const snapshot = async () =>
  (
    await selectRows<Record<string, number>>(
      t.database.db,
      sql`select (select count(*) from users)::int as users, (select count(*) from academies where archived_at is null)::int as academies,
        (select count(*) from plans where archived_at is null)::int as plans, (select count(*) from enrolments)::int as enrolments,
        (select string_agg(status || payment_day, ',' order by id) from enrolments) as statuses,
        (select count(*) from charges)::int as charges, (select count(*) from expenses where deleted_at is null)::int as expenses,
        (select count(*) from academy_charges)::int as academy_charges, (select count(*) from academy_percents)::int as percents,
        (select count(*) from transbank_commissions)::int as commissions, (select count(*) from academy_teachers)::int as links,
        (select string_agg(coalesce(address, ''), ',' order by id) from academies) as addresses`,
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const f = t.fixture;
  const [teacher] = await db
    .insert(users)
    .values({ type: 1, username: 'profe.baja', firstName: 'Baja', lastName: 'Profe' })
    .returning();
  const [student, enrolled] = await db
    .insert(users)
    .values([
      { type: 2, username: 'sin.cobros', firstName: 'Sin', lastName: 'Cobros', rut: '22222222-2' },
      { type: 2, username: 'inscrito', firstName: 'Ins', lastName: 'Crito', rut: '7654321-6' },
    ])
    .returning();
  const [academy] = await db.insert(academies).values({ name: 'Academia vacía' }).returning();
  const [charge1, charge2] = await db
    .insert(academyCharges)
    .values([
      {
        academyId: f.academies.academyB.id,
        description: 'Agua',
        amount: 10_000,
        startDate: '2026-01-01',
      },
      {
        academyId: f.academies.academyB.id,
        description: 'Gas',
        amount: 10_000,
        startDate: '2026-01-01',
      },
    ])
    .returning();
  const [percent] = await db
    .insert(academyPercents)
    // From a future month: only entries that have not applied yet can be removed.
    .values({
      academyId: f.academies.academyB.id,
      teacherId: f.users.teacherB.id,
      percent: 30,
      validFrom: '2099-01-01',
    })
    .returning();
  const [plan] = await db
    .insert(plans)
    .values({
      academyId: f.academies.academyB.id,
      planTypeId: f.planTypes.monthly.id,
      serviceTypeId: f.serviceTypes.groupService.id,
      name: 'Plan sin uso',
      price: 1_000,
    })
    .returning();
  if (!enrolled || !plan) throw new Error('spares');
  await db
    .insert(enrolments)
    .values({ studentId: enrolled.id, planId: f.plans.planB.id, startDate: '2026-01-01' });
  const [expense] = await db
    .insert(expenses)
    .values({ category: 'Otros', description: 'Borrar', amount: 1_000, date: '2026-01-01' })
    .returning();
  if (!teacher || !student || !academy || !charge1 || !charge2 || !percent || !expense)
    throw new Error('spares');
  spares = {
    teacher: teacher.id,
    student: student.id,
    academy: academy.id,
    academyCharge: charge1.id,
    academyCharge2: charge2.id,
    percent: percent.id,
    plan: plan.id,
    enrolmentStudent: enrolled.id,
    enrolmentPlan: f.plans.planB.id,
    expense: expense.id,
  };
});
afterAll(() => t.close());

describe('permission matrix', () => {
  it('covers every endpoint of these groups', async () => {
    const covered = new Set(cases.map((c) => c.key));
    const groups = await Promise.all(
      ownGroups.map((g) => import(`../../../../shared/src/contract/${g}.ts`)),
    );
    const keys = groups.flatMap((m) =>
      Object.entries(m as Record<string, unknown>)
        .filter(([, v]) => typeof v === 'object' && v !== null && 'path' in v && 'access' in v)
        .map(([k]) => k),
    );
    const missing = keys.filter(
      (k) => !covered.has(k as keyof typeof contract) && !testedElsewhere.has(k),
    );
    expect(keys.length).toBeGreaterThan(45);
    expect(missing).toEqual([]);
  });

  const order: ('anonymous' | FixtureUser)[] = [
    'anonymous',
    'studentB',
    'studentA',
    'guardian',
    'teacherB',
    'teacherA',
    'admin',
  ];
  for (const c of cases) {
    it(`${c.key}: every role gets what it may see`, async () => {
      const request = c.request(t.fixture, spares);
      for (const role of order) {
        const expected = c.expect[role];
        if (expected === undefined) continue;
        const before = role === 'admin' || expected === 200 ? undefined : await snapshot();
        const res = await t.call(role === 'anonymous' ? null : role, request);
        const label = `${c.key} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (expected === 'hidden') {
          expect([200, 403, 404], label).toContain(res.statusCode);
          for (const secret of c.secrets ?? []) expect(res.body, label).not.toContain(secret);
        } else {
          expect(res.statusCode, label).toBe(expected);
          if (expected >= 400) expect(res.json().message, label).toMatch(/[a-záéíóúñ]/i);
        }
        if (before) expect(await snapshot(), `${label}: nothing changed`).toEqual(before);
        if (
          expected === 200 &&
          role !== 'admin' &&
          c.secrets &&
          ['teacherA', 'studentA', 'guardian'].includes(role)
        ) {
          for (const secret of c.secrets) expect(res.body, label).toContain(secret);
        }
      }
    });
  }
});
