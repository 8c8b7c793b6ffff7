import { reportsEndpoints as api } from '@academias/shared/contract/reports';
import { todayInChile } from '@academias/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { monthlyAcademyFigures } from './academy-figures.ts';
import { teacherDashboard } from './dashboards.ts';
import { addMonths, lastDay, monthsInRange } from './report-dates.ts';
import {
  type Fixture,
  fixtureFirstMonth,
  seedReportFixture,
} from './report-fixture.test-helper.ts';
import { loadOracle, oracleAcademyMonth } from './report-oracle.test-helper.ts';

/**
 * Rates are dated (docs/money.md): changing a teacher's percent and the Transbank commission today
 * applies from the current month on, and every earlier month reads exactly as before in the
 * dashboards, every report and what the exports are built from.
 */
let t: TestApp;
let fixture: Fixture;
const thisMonth = todayInChile().slice(0, 7);
const lastClosedMonth = addMonths(thisMonth, -1);

beforeAll(async () => {
  t = await createTestApp();
  fixture = await seedReportFixture(t.database.db);
}, 180_000);
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.call('admin', { method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const post = async (url: string, payload: object) => {
  const res = await t.call('admin', { method: 'POST', url, payload });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json();
};

/** Everything a past month is shown as: dashboards per month, every report over the past months. */
const pastFigures = async () => {
  const past = monthsInRange(fixtureFirstMonth, lastClosedMonth);
  const range = `from=${fixtureFirstMonth}&to=${lastClosedMonth}`;
  const days = `startDate=${lastClosedMonth.slice(0, 4)}-01-01&endDate=${lastDay(lastClosedMonth)}`;
  return {
    dashboards: await Promise.all(
      past.slice(-12).map((m) => get(`${api.getDashboard.path}?month=${m}`)),
    ),
    teacherDashboards: await Promise.all(
      past
        .slice(-3)
        .map((m) =>
          teacherDashboard(
            t.database.db,
            { id: fixture.teacherA, academyIds: [...fixture.academyIds] },
            { month: m, now: new Date() },
          ),
        ),
    ),
    academies: await get(`${api.getAcademiesReport.path}?${range}`),
    monthly: await get(`${api.getDataReportAcademies.path}?${range}`),
    details: await Promise.all(
      fixture.academyIds.map((id) =>
        get(`${api.getAcademiesReportByAcademyId.path.replace(':id', String(id))}?${range}`),
      ),
    ),
    transbank: await get(`${api.getReportTransbank.path}?${days}&pageSize=100`),
    users: await get(`${api.getReportUsers.path}?${days}&pageSize=100`),
  };
};

/** The dashboards carry today's date and the current month's live figures; past ones are compared. */
const withoutToday = (figures: Awaited<ReturnType<typeof pastFigures>>) => ({
  ...figures,
  dashboards: figures.dashboards.map(({ today: _t, recentPayments: _r, ...rest }) => rest),
  teacherDashboards: figures.teacherDashboards.map(({ today: _t, ...rest }) => rest),
});

describe('a percent and a commission changed today', () => {
  it('leave every earlier month unchanged everywhere, and apply from the current month', async () => {
    const before = withoutToday(await pastFigures());
    await post('/api/v1/savePercent', {
      data: { academyId: fixture.academyIds[0], teacherId: fixture.teacherA, percent: 45 },
    });
    await post('/api/v1/updateTransbankCommission', { data: { percent: 3.5, fixedAmount: 120 } });
    const after = withoutToday(await pastFigures());
    expect(after).toEqual(before);

    // The new rates apply from this month, exactly as an independent computation says.
    const oracle = await loadOracle(t.database.db);
    const { months } = await monthlyAcademyFigures(
      t.database.db,
      { from: lastClosedMonth, to: thisMonth },
      null,
    );
    for (const academyId of [...fixture.academyIds, null]) {
      for (const month of [lastClosedMonth, thisMonth]) {
        const row = months.find((m) => m.academyId === academyId && m.month === month);
        const {
          academyId: _a,
          month: _m,
          ...expected
        } = oracleAcademyMonth(oracle, academyId, month);
        expect(row, `${academyId} ${month}`).toMatchObject(expected);
      }
    }
  });
});

describe('the net explained', () => {
  it('every dashboard month shows the columns that add up to Neto', async () => {
    const dash = await get(api.getDashboard.path);
    expect(dash.revenueByMonth.some((p: { teacherShare: number }) => p.teacherShare > 0)).toBe(
      true,
    );
    for (const p of dash.revenueByMonth) {
      expect(
        p.revenue - p.commission - p.teacherShare - p.operatingExpenses - p.fixedCosts,
        p.month,
      ).toBe(p.net);
      expect(p.expenses).toBe(p.operatingExpenses + p.fixedCosts);
      expect(p.dues + p.lateFees + p.adjustments).toBe(p.revenue);
    }
  });
});
