import { reportsEndpoints as api } from '@academias/shared/contract/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { localToday } from './report-dates.ts';
import { seedReportFixture } from './report-fixture.test-helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedReportFixture(t.database.db);
});
afterAll(() => t.close());

const get = (as: Parameters<TestApp['call']>[0], url: string) => t.call(as, { method: 'GET', url });
const post = (as: Parameters<TestApp['call']>[0], url: string, payload: object = {}) =>
  t.call(as, { method: 'POST', url, payload });

describe('permissions', () => {
  it('admin-only reports refuse teachers and students with a Spanish 403, anonymous with 401', async () => {
    for (const url of [
      `${api.getDashboard.path}`,
      `${api.getReportUsers.path}?startDate=2026-01-01&endDate=2026-01-31`,
      `${api.getReportTransbank.path}?startDate=2026-01-01&endDate=2026-01-31`,
    ]) {
      expect((await get('admin', url)).statusCode).toBe(200);
      for (const who of ['teacherA', 'studentA', 'guardian'] as const) {
        const res = await get(who, url);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/permiso/);
      }
      expect((await get(null, url)).statusCode).toBe(401);
    }
  });

  it('academy reports: a teacher sees only their academies; students none', async () => {
    const { academyA, academyB } = t.fixture.academies;
    const res = await get('teacherA', `${api.getAcademiesReport.path}?from=2026-01&to=2026-11`);
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { academyId: number }) => r.academyId)).toEqual([academyA.id]);
    const admin = await get('admin', `${api.getAcademiesReport.path}?from=2026-01&to=2026-11`);
    expect(admin.json().rows.length).toBeGreaterThan(2);
    const other = await get(
      'teacherA',
      `${api.getAcademiesReportByAcademyId.path.replace(':id', String(academyB.id))}?from=2026-01&to=2026-02`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Danza');
    const own = await get(
      'teacherA',
      `${api.getAcademiesReportByAcademyId.path.replace(':id', String(academyA.id))}?from=2026-01&to=2026-02`,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().academyName).toBe(academyA.name);
    expect(
      (await get('studentA', `${api.getAcademiesReport.path}?from=2026-01&to=2026-02`)).statusCode,
    ).toBe(403);
    const month = await post('teacherB', api.getAcademiesReportByMonth.path, { month: '2026-01' });
    expect(month.json().rows.map((r: { academyId: number }) => r.academyId)).toEqual([academyB.id]);
  });

  it('dashboard by type: each role gets its own view', async () => {
    const teacher = await post('teacherA', api.getDashboardType.path);
    expect(teacher.json().kind).toBe('teacher');
    expect(teacher.json().academies.map((a: { academyId: number }) => a.academyId)).toEqual([
      t.fixture.academies.academyA.id,
    ]);
    const student = await post('studentB', api.getDashboardType.path);
    expect(student.json().kind).toBe('student');
    const ids = new Set(student.json().nextCharges.map((c: { studentId: number }) => c.studentId));
    expect([...ids]).toEqual([t.fixture.users.studentB.id]);
    const guardian = await post('guardian', api.getDashboardType.path);
    expect(
      guardian
        .json()
        .nextCharges.every(
          (c: { studentId: number }) => c.studentId === t.fixture.users.studentA.id,
        ),
    ).toBe(true);
    expect((await post('admin', api.getDashboardType.path)).json().kind).toBe('admin');
  });

  it('statement: own and wards only for students, their academies for teachers, anyone for admin', async () => {
    const { studentA, studentB, guardian } = t.fixture.users;
    const url = (id: number) => api.getReportByIdUser.path.replace(':id', String(id));
    const range = { startDate: '2026-01-01', endDate: '2026-03-31' };
    expect((await post('studentA', url(studentA.id), range)).statusCode).toBe(200);
    const foreign = await post('studentA', url(studentB.id), range);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Díaz');
    const wards = await post('guardian', url(guardian.id), range);
    expect(wards.statusCode).toBe(200);
    expect(wards.json(), JSON.stringify(wards.json())).toMatchObject({ charged: 60_000 });
    expect((await post('guardian', url(studentA.id), range)).statusCode).toBe(200);
    expect((await post('guardian', url(studentB.id), range)).statusCode).toBe(404);
    expect((await post('teacherA', url(studentA.id), range)).statusCode).toBe(200);
    expect((await post('teacherA', url(studentB.id), range)).statusCode).toBe(404);
    expect((await post('admin', url(studentB.id), range)).json().charged).toBe(25_000);
    expect((await post('admin', url(999_999), range)).statusCode).toBe(404);
  });
});

describe('bad ranges answer 400 in Spanish naming the field', () => {
  it.each([
    [
      'end before start',
      `${api.getReportTransbank.path}?startDate=2026-03-01&endDate=2026-02-01`,
      'endDate',
      /posterior/,
    ],
    [
      'impossible date',
      `${api.getReportTransbank.path}?startDate=2026-02-30&endDate=2026-03-01`,
      'startDate',
      /fecha válida/,
    ],
    [
      'not a date',
      `${api.getReportUsers.path}?startDate=ayer&endDate=2026-03-01`,
      'startDate',
      /AAAA-MM-DD/,
    ],
    ['missing date', `${api.getReportUsers.path}?startDate=2026-01-01`, 'endDate', /obligatori/],
    [
      'too long',
      `${api.getReportTransbank.path}?startDate=2020-01-01&endDate=2026-03-01`,
      'endDate',
      /731 días/,
    ],
    [
      'months reversed',
      `${api.getAcademiesReport.path}?from=2026-05&to=2026-01`,
      'to',
      /posterior/,
    ],
    ['bad month', `${api.getDataReportAcademies.path}?from=2026-13&to=2026-01`, 'from', /AAAA-MM/],
  ])('%s', async (_name, url, field, message) => {
    const res = await get('admin', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toMatch(message);
  });

  it('statement body with end before start', async () => {
    const res = await post(
      'admin',
      api.getReportByIdUser.path.replace(':id', String(t.fixture.users.studentA.id)),
      {
        startDate: '2026-05-01',
        endDate: '2026-04-30',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'endDate' });
  });
});

describe('figures agree over HTTP', () => {
  it('one month: dashboard revenue = academy report revenue; Transbank commission = academy commission', async () => {
    const dash = (await get('admin', `${api.getDashboard.path}?month=2026-10`)).json();
    const academies = (
      await get('admin', `${api.getAcademiesReport.path}?from=2026-10&to=2026-10`)
    ).json();
    const tbk = (
      await get('admin', `${api.getReportTransbank.path}?startDate=2026-10-01&endDate=2026-10-31`)
    ).json();
    expect(dash.revenueThisMonth).toBeGreaterThan(0);
    expect(dash.revenueThisMonth).toBe(academies.totals.revenue);
    expect(tbk.totals.commission).toBe(academies.totals.commission);
    expect(tbk.totals.amount).toBeLessThanOrEqual(academies.totals.revenue);
    expect(tbk.byMonth).toEqual([
      expect.objectContaining({ period: '2026-10', amount: tbk.totals.amount }),
    ]);
  });

  it('users report: reopened after a payment, it shows the payment (kept results follow the data)', async () => {
    const studentA = t.fixture.users.studentA.id;
    const url = `${api.getReportUsers.path}?startDate=2026-01-01&endDate=${localToday()}&pageSize=100&search=${encodeURIComponent('Camila')}`;
    const rowOf = async () =>
      (
        (await get('admin', url)).json().items as {
          userId: number;
          paid: number;
          pendingCount: number;
        }[]
      ).find((r) => r.userId === studentA)!;
    const before = await rowOf();
    expect(await rowOf()).toEqual(before);
    const paid = await post('admin', '/api/v1/createNewPayments', {
      data: { userId: studentA, chargeIds: [t.fixture.charges.chargeA1.id], method: 'efectivo' },
    });
    expect(paid.statusCode).toBe(200);
    const after = await rowOf();
    expect(after.paid).toBe(before.paid + t.fixture.charges.chargeA1.amount);
    expect(after.pendingCount).toBe(before.pendingCount - 1);
  });
});
