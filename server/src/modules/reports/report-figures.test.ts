import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import { monthlyAcademyFigures } from './academy-figures.ts';
import { adminDashboard, studentDashboard, teacherDashboard } from './dashboards.ts';
import { lastDay, monthsInRange } from './report-dates.ts';
import {
  type Fixture,
  fixtureFirstMonth,
  fixtureLastMonth,
  fixtureNow,
  seedReportFixture,
} from './report-fixture.test-helper.ts';
import {
  type Oracle,
  loadOracle,
  oracleAcademyMonth,
  oracleMonthRevenue,
} from './report-oracle.test-helper.ts';
import { transbankReport } from './transbank-report.ts';
import { userStatement } from './user-statement.ts';
import { usersReport } from './users-report.ts';

let database: Database;
let fixture: Fixture;
let oracle: Oracle;

beforeAll(async () => {
  database = await openTestDatabase();
  fixture = await seedReportFixture(database.db);
  oracle = await loadOracle(database.db);
});
afterAll(() => database.close());

describe('monthly academy figures', () => {
  it('match an independent computation for every academy and month', async () => {
    const range = { from: fixtureFirstMonth, to: fixtureLastMonth };
    const { months } = await monthlyAcademyFigures(database.db, range, null);
    const expected = [...fixture.academyIds, null].flatMap((academyId) =>
      monthsInRange(range.from, range.to).map((month) =>
        oracleAcademyMonth(oracle, academyId, month),
      ),
    );
    const actual = months.map(({ academyName: _name, ...row }) => row);
    expect(actual).toHaveLength(expected.length);
    expect(actual).toEqual(expect.arrayContaining(expected));
    // The data must exercise every column, or the comparison proves little.
    const sum = (k: keyof (typeof expected)[number]) =>
      expected.reduce((s, r) => s + Number(r[k] ?? 0), 0);
    for (const k of [
      'revenue',
      'lateFees',
      'adjustments',
      'commission',
      'expenses',
      'fixedCosts',
      'teacherShare',
    ] as const)
      expect(sum(k)).toBeGreaterThan(0);
    // The revenue's parts add up to it on every row; the fixture's credits are in two of them.
    for (const r of actual) expect(r.dues + r.lateFees + r.adjustments).toBe(r.revenue);
    expect(oracle.credits).toHaveLength(2);
  });

  it('restricts rows to the given academies and leaves general expenses out', async () => {
    const { months } = await monthlyAcademyFigures(
      database.db,
      { from: '2026-10', to: '2026-11' },
      [fixture.academyIds[1]],
    );
    expect(new Set(months.map((r) => r.academyId))).toEqual(new Set([fixture.academyIds[1]]));
    expect(months).toEqual([
      expect.objectContaining(oracleAcademyMonth(oracle, fixture.academyIds[1], '2026-10')),
      expect.objectContaining(oracleAcademyMonth(oracle, fixture.academyIds[1], '2026-11')),
    ]);
  });
});

describe('dashboards', () => {
  it('admin: this month and last month equal the academy report and the oracle', async () => {
    const dash = await adminDashboard(database.db, { now: fixtureNow });
    expect(dash.month).toBe('2026-11');
    expect(dash.revenueThisMonth).toBe(oracleMonthRevenue(oracle, '2026-11'));
    expect(dash.revenueLastMonth).toBe(oracleMonthRevenue(oracle, '2026-10'));
    expect(dash.revenueByMonth).toHaveLength(12);
    for (const point of dash.revenueByMonth)
      expect(point.revenue).toBe(oracleMonthRevenue(oracle, point.month));
    const pending = oracle.charges.filter((c) => c.state === 'pendiente' || c.state === 'vencido');
    expect(dash.pendingAmount).toBe(pending.reduce((s, c) => s + c.amount, 0));
    const overdue = pending.filter((c) => c.state === 'vencido' || c.dueDate < '2026-11-22');
    expect(dash.overdueAmount).toBe(overdue.reduce((s, c) => s + c.amount, 0));
    expect(dash.overdueCount).toBe(overdue.length);
    expect(dash.activeStudents).toBe(fixture.studentIds.length);
    expect(dash.recentPayments).toHaveLength(8);
  });

  it('teacher: only their academies, their own share', async () => {
    const dash = await teacherDashboard(
      database.db,
      { id: fixture.teacherB, academyIds: [fixture.academyIds[0]] },
      { now: fixtureNow },
    );
    expect(dash.academies.map((a) => a.academyId)).toEqual([fixture.academyIds[0]]);
    const revenue = oracleAcademyMonth(oracle, fixture.academyIds[0], '2026-11').revenue;
    expect(dash.revenueThisMonth).toBe(revenue);
    expect(dash.shareThisMonth).toBe(Math.round(revenue * 0.125));
    const pending = oracle.charges.filter(
      (c) =>
        c.academyId === fixture.academyIds[0] && (c.state === 'pendiente' || c.state === 'vencido'),
    );
    expect(dash.pendingAmount).toBe(pending.reduce((s, c) => s + c.amount, 0));
  });

  it('student/guardian: what they and their wards owe, nothing of others', async () => {
    const dash = await studentDashboard(
      database.db,
      [fixture.guardianId, ...fixture.studentIds.slice(0, 2)],
      { now: fixtureNow },
    );
    const wards = new Set(fixture.studentIds.slice(0, 2));
    expect(dash.nextCharges.length).toBeGreaterThan(0);
    for (const c of dash.nextCharges) expect(wards.has(c.studentId)).toBe(true);
    for (const p of dash.recentPayments) expect(wards.has(p.userId)).toBe(true);
    const owed = oracle.charges.filter(
      (c) => wards.has(c.studentId) && (c.state === 'pendiente' || c.state === 'vencido'),
    );
    expect(dash.pendingAmount).toBe(owed.reduce((s, c) => s + c.amount, 0));
  });
});

describe('transbank report', () => {
  it('matches the oracle per payment, day and month, and counts card payments only', async () => {
    const report = await transbankReport(database.db, {
      startDate: '2026-01-01',
      endDate: '2026-11-30',
      page: 1,
      pageSize: 100,
    });
    const card = oracle.payments.filter(
      (p) => p.method === 'webpay' && p.day >= '2026-01-01' && p.day <= '2026-11-30',
    );
    expect(report.totals.payments).toBe(card.length);
    expect(report.totals.amount).toBe(card.reduce((s, p) => s + p.amount, 0));
    expect(report.totals.commission).toBe(card.reduce((s, p) => s + p.commission, 0));
    expect(report.totals.net).toBe(report.totals.amount - report.totals.commission);
    for (const day of report.byDay) {
      const ofDay = card.filter((p) => p.day === day.period);
      expect(day.amount).toBe(ofDay.reduce((s, p) => s + p.amount, 0));
      expect(day.commission).toBe(ofDay.reduce((s, p) => s + p.commission, 0));
    }
    // The months are added up from the days: each equals its card payments, in month order.
    expect(report.byMonth.map((m) => m.period)).toEqual([
      ...new Set(card.map((p) => p.day.slice(0, 7)).sort()),
    ]);
    for (const month of report.byMonth) {
      const ofMonth = card.filter((p) => p.day.startsWith(month.period));
      const amount = ofMonth.reduce((s, p) => s + p.amount, 0);
      const commission = ofMonth.reduce((s, p) => s + p.commission, 0);
      expect(month).toEqual({
        period: month.period,
        payments: ofMonth.length,
        amount,
        commission,
        net: amount - commission,
      });
    }
    for (const item of report.payments.items) {
      const expected = card.find((p) => p.id === item.id)!;
      expect({ amount: item.amount, commission: item.commission, percent: item.percent }).toEqual({
        amount: expected.amount,
        commission: expected.commission,
        percent: expected.percent,
      });
    }
    // Both rates of the history are exercised.
    expect(new Set(report.payments.items.map((i) => i.percent))).toEqual(new Set([2.95, 1.49]));
  });
});

describe('figures agree across reports', () => {
  it('a month has one revenue on the dashboard, the academy report and (card part) the Transbank report', async () => {
    let cashSeen = 0;
    for (const month of ['2026-10', '2026-06', '2026-03']) {
      const dash = await adminDashboard(database.db, { month, now: fixtureNow });
      const { months } = await monthlyAcademyFigures(database.db, { from: month, to: month }, null);
      const academyRevenue = months.reduce((s, r) => s + r.revenue, 0);
      const academyCommission = months.reduce((s, r) => s + r.commission, 0);
      const tbk = await transbankReport(database.db, {
        startDate: `${month}-01`,
        endDate: lastDay(month),
        page: 1,
        pageSize: 1,
      });
      expect(dash.revenueThisMonth).toBe(academyRevenue);
      expect(tbk.totals.amount).toBe(oracleMonthRevenue(oracle, month, 'webpay'));
      // The revenue is what was paid (card + cash) less the credits given back that month.
      const credits = oracle.credits
        .filter((c) => c.localDate.startsWith(month))
        .reduce((s, c) => s + c.amount, 0);
      expect(tbk.totals.amount + oracleMonthRevenue(oracle, month, 'efectivo') - credits).toBe(
        academyRevenue,
      );
      cashSeen += oracleMonthRevenue(oracle, month, 'efectivo');
      expect(tbk.totals.commission).toBe(academyCommission);
    }
    expect(cashSeen).toBeGreaterThan(0);
  });
});

describe('users report and statement', () => {
  it('per person charged, paid and balance match the oracle', async () => {
    const q = {
      startDate: '2026-01-01',
      endDate: '2026-11-30',
      page: 1,
      pageSize: 100,
      order: 'asc' as const,
    };
    const report = await usersReport(database.db, q);
    expect(report.items.length).toBe(fixture.studentIds.length);
    for (const row of report.items) {
      const charged = oracle.charges
        .filter(
          (c) =>
            c.studentId === row.userId &&
            c.state !== 'anulado' &&
            c.dueDate >= q.startDate &&
            c.dueDate <= q.endDate,
        )
        .reduce((s, c) => s + c.amount, 0);
      const paid = oracle.lines
        .filter((l) => l.studentId === row.userId && l.day >= q.startDate && l.day <= q.endDate)
        .reduce((s, l) => s + l.amount, 0);
      expect({ charged: row.charged, paid: row.paid, balance: row.balance }).toEqual({
        charged,
        paid,
        balance: charged - paid,
      });
    }
    expect(report.totals.charged).toBe(report.items.reduce((s, r) => s + r.charged, 0));
  });

  it('sorts, pages and filters by academy', async () => {
    const base = {
      startDate: '2026-01-01',
      endDate: '2026-11-30',
      order: 'desc' as const,
      sort: 'balance' as const,
    };
    const page1 = await usersReport(database.db, { ...base, page: 1, pageSize: 5 });
    const page2 = await usersReport(database.db, { ...base, page: 2, pageSize: 5 });
    expect(page1.items).toHaveLength(5);
    expect(page1.items.at(-1)!.balance).toBeGreaterThanOrEqual(page2.items[0]!.balance);
    const oneAcademy = await usersReport(database.db, {
      ...base,
      page: 1,
      pageSize: 100,
      academyId: fixture.academyIds[2],
    });
    const inC = new Set(
      oracle.charges.filter((c) => c.academyId === fixture.academyIds[2]).map((c) => c.studentId),
    );
    expect(oneAcademy.items.every((r) => inC.has(r.userId))).toBe(true);
  });

  it('statement: opening + charges - payments = closing, running balance consistent', async () => {
    const student = fixture.studentIds[0]!;
    const st = await userStatement(database.db, {
      user: { id: student, name: 'x', rut: null },
      studentIds: [student],
      academyIds: null,
      startDate: '2026-03-01',
      endDate: '2026-11-30',
    });
    const mine = oracle.charges.filter((c) => c.studentId === student && c.state !== 'anulado');
    const paidLines = oracle.lines.filter((l) => l.studentId === student);
    const before =
      mine.filter((c) => c.dueDate < '2026-03-01').reduce((s, c) => s + c.amount, 0) -
      paidLines.filter((l) => l.day < '2026-03-01').reduce((s, l) => s + l.amount, 0);
    expect(st.openingBalance).toBe(before);
    expect(st.charged).toBe(
      mine
        .filter((c) => c.dueDate >= '2026-03-01' && c.dueDate <= '2026-11-30')
        .reduce((s, c) => s + c.amount, 0),
    );
    expect(st.paid).toBe(
      paidLines
        .filter((l) => l.day >= '2026-03-01' && l.day <= '2026-11-30')
        .reduce((s, l) => s + l.amount, 0),
    );
    expect(st.closingBalance).toBe(st.openingBalance + st.charged - st.paid);
    expect(st.lines.at(-1)!.balance).toBe(st.closingBalance);
    // Student 0 has two academies; a teacher of one sees only that academy's lines.
    const scoped = await userStatement(database.db, {
      user: { id: student, name: 'x', rut: null },
      studentIds: [student],
      academyIds: [fixture.academyIds[0]],
      startDate: '2026-03-01',
      endDate: '2026-11-30',
    });
    expect(scoped.charged).toBeLessThan(st.charged);
    expect(scoped.lines.every((l) => l.academyName === 'Academia de Música Andes')).toBe(true);
  });
});
