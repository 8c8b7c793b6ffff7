import { todayInChile } from '@academias/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyPercents, auditLog, transbankCommissions } from '../../db/schema/index.ts';
import { addMonths } from '../../modules/reports/report-dates.ts';
import {
  type FixtureUser,
  type TestApp,
  createTestApp,
  teacherBAlsoInAcademyA,
} from '../test-app.ts';

/**
 * Dated rates (docs/money.md): who may change them, and that a past entry, a date in a past
 * month, a day other than the 1st or a sum over 100 % in any month is a Spanish error that
 * changes nothing.
 */
let t: TestApp;
const thisMonth = todayInChile().slice(0, 7);
const monthStart = (offset: number) => `${addMonths(thisMonth, offset)}-01`;
const others: (FixtureUser | null)[] = [null, 'studentA', 'guardian', 'teacherA', 'teacherB'];

beforeAll(async () => {
  t = await createTestApp();
  await teacherBAlsoInAcademyA(t);
}, 180_000);
afterAll(() => t.close());

const post = (as: FixtureUser | null, url: string, data: object) =>
  t.call(as, { method: 'POST', url, payload: { data } });
const savePercent = (teacher: 'teacherA' | 'teacherB', percent: number, validFrom?: string) =>
  post('admin', '/api/v1/savePercent', {
    academyId: t.fixture.academies.academyA.id,
    teacherId: t.fixture.users[teacher].id,
    percent,
    ...(validFrom ? { validFrom } : {}),
  });
const unchanged = async () => [
  await t.count(academyPercents),
  await t.count(transbankCommissions),
  await t.count(auditLog),
];

describe('deleteTransbankCommission', () => {
  it('only an admin may call it; others get 401/403 and nothing changes', async () => {
    const [future] = await t.database.db
      .insert(transbankCommissions)
      .values({ percent: 9, fixedAmount: 0, validFrom: monthStart(2) })
      .returning();
    const before = await unchanged();
    for (const who of others) {
      const res = await post(who, '/api/v1/deleteTransbankCommission', { id: future!.id });
      expect(res.statusCode, String(who)).toBe(who === null ? 401 : 403);
      expect(res.json().message).toMatch(/sesión|permiso/);
    }
    expect(await unchanged()).toEqual(before);
    const res = await post('admin', '/api/v1/deleteTransbankCommission', { id: future!.id });
    expect(res.statusCode).toBe(200);
    expect(await t.count(transbankCommissions)).toBe(before[1]! - 1);
  });

  it('refuses an entry that already applied, an unknown id and a bad id, in Spanish', async () => {
    const [past] = await t.database.db.select().from(transbankCommissions).limit(1);
    const before = await unchanged();
    const refused = await post('admin', '/api/v1/deleteTransbankCommission', { id: past!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      field: 'data.id',
      message: expect.stringContaining('meses pasados'),
    });
    expect(
      (await post('admin', '/api/v1/deleteTransbankCommission', { id: 999_999 })).statusCode,
    ).toBe(404);
    const bad = await post('admin', '/api/v1/deleteTransbankCommission', { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('data.id');
    expect(await unchanged()).toEqual(before);
  });
});

describe('updateTransbankCommission is dated', () => {
  it('defaults to the first day of the current month and refuses a past month', async () => {
    const saved = await post('admin', '/api/v1/updateTransbankCommission', {
      percent: 3.1,
      fixedAmount: 10,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ validFrom: monthStart(0), editable: true });
    const before = await unchanged();
    const past = await post('admin', '/api/v1/updateTransbankCommission', {
      percent: 1,
      fixedAmount: 0,
      validFrom: `${monthStart(-1)}`,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      field: 'data.validFrom',
      message: expect.stringContaining('mes pasado'),
    });
    expect(await unchanged()).toEqual(before);
    const list = (
      await t.call('admin', { method: 'GET', url: '/api/v1/getTransbankCommission' })
    ).json();
    expect(list.current).toMatchObject({ percent: 3.1, validFrom: monthStart(0) });
    expect(
      list.history.find((h: { validFrom: string }) => h.validFrom < monthStart(0)).editable,
    ).toBe(false);
  });
});

describe('savePercent / deletePercent are dated', () => {
  it('a future entry is listed, editable and removable; a past one is not', async () => {
    const academy = t.fixture.academies.academyA.id;
    expect((await savePercent('teacherA', 30, monthStart(0))).statusCode).toBe(200);
    const future = await savePercent('teacherA', 35, monthStart(1));
    expect(future.statusCode).toBe(200);
    expect(future.json()).toMatchObject({ percent: 35, validFrom: monthStart(1), editable: true });
    const detail = (
      await t.call('admin', { method: 'GET', url: `/api/v1/getAcademyById/${academy}` })
    ).json();
    expect(
      detail.percents.find(
        (p: { teacherId: number }) => p.teacherId === t.fixture.users.teacherA.id,
      ),
    ).toMatchObject({ percent: 30 });
    expect(detail.percentHistory.map((p: { validFrom: string }) => p.validFrom)).toContain(
      monthStart(1),
    );
    expect(
      (await post('admin', '/api/v1/deletePercent', { id: future.json().id })).statusCode,
    ).toBe(200);

    const [old] = await t.database.db
      .insert(academyPercents)
      .values({
        academyId: academy,
        teacherId: t.fixture.users.teacherB.id,
        percent: 5,
        validFrom: monthStart(-3),
      })
      .returning();
    const before = await unchanged();
    const refused = await post('admin', '/api/v1/deletePercent', { id: old!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('meses pasados');
    expect(await unchanged()).toEqual(before);
  });

  it('refuses a past month, a day other than the 1st, and a sum over 100 % in a later month', async () => {
    const before = await unchanged();
    const past = await savePercent('teacherA', 10, monthStart(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      field: 'data.validFrom',
      message: expect.stringContaining('mes pasado'),
    });
    const midMonth = await savePercent('teacherA', 10, `${addMonths(thisMonth, 1)}-15`);
    expect(midMonth.statusCode).toBe(400);
    expect(midMonth.json()).toMatchObject({
      field: 'data.validFrom',
      message: expect.stringContaining('primer día'),
    });
    expect(await unchanged()).toEqual(before);

    // teacherB 60 % from month +2: with teacherA's 30 % (this month on) that is 90 %, fine;
    // then teacherA 50 % from month +1 fits month +1 (55 %) but makes month +2 110 %.
    expect((await savePercent('teacherB', 60, monthStart(2))).statusCode).toBe(200);
    const after = await unchanged();
    const over = await savePercent('teacherA', 50, monthStart(1));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      field: 'data.percent',
      message: expect.stringContaining('como máximo 40 %'),
    });
    expect(await unchanged()).toEqual(after);
  });

  it('only an admin may save or remove a percent', async () => {
    const before = await unchanged();
    for (const who of others) {
      const res = await post(who, '/api/v1/savePercent', {
        academyId: t.fixture.academies.academyA.id,
        teacherId: t.fixture.users.teacherA.id,
        percent: 1,
        validFrom: monthStart(3),
      });
      expect(res.statusCode, String(who)).toBe(who === null ? 401 : 403);
    }
    expect(await unchanged()).toEqual(before);
  });
});

describe('academy billing rules', () => {
  it('only an admin reads or changes them; a bad rule or academy is a Spanish error that changes nothing', async () => {
    const academyId = t.fixture.academies.academyB.id;
    for (const who of others) {
      const code = who === null ? 401 : 403;
      expect(
        (await t.call(who, { method: 'GET', url: '/api/v1/getAcademyBillingRules' })).statusCode,
        String(who),
      ).toBe(code);
      expect(
        (
          await post(who, '/api/v1/saveAcademyBillingRule', {
            academyId,
            firstChargeRule: 'completo',
          })
        ).statusCode,
      ).toBe(code);
    }
    const list = await t.call('admin', { method: 'GET', url: '/api/v1/getAcademyBillingRules' });
    expect(list.json().find((r: { academyId: number }) => r.academyId === academyId)).toMatchObject(
      { firstChargeRule: 'prorratear' },
    );
    const bad = await post('admin', '/api/v1/saveAcademyBillingRule', {
      academyId,
      firstChargeRule: 'gratis',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'data.firstChargeRule',
      message: expect.stringContaining("'prorratear'"),
    });
    expect(
      (
        await post('admin', '/api/v1/saveAcademyBillingRule', {
          academyId: 999_999,
          firstChargeRule: 'completo',
        })
      ).statusCode,
    ).toBe(404);
    const saved = await post('admin', '/api/v1/saveAcademyBillingRule', {
      academyId,
      firstChargeRule: 'mes_siguiente',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ academyId, firstChargeRule: 'mes_siguiente' });
  });
});
