import { getTeacherPayout, type TeacherPayout } from '@academias/shared/contract/payouts';
import { selectRows } from '../../db/db-handle.ts';
import { reportsEndpoints } from '@academias/shared/contract/reports';
import { formatClp, todayInChile } from '@academias/shared/domain';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { startSession } from '../auth/repository.ts';
import { shareOf } from '../reports/academy-figures.ts';
import { addMonths } from '../reports/report-dates.ts';
import { type Fixture, seedReportFixture } from '../reports/report-fixture.test-helper.ts';

/**
 * Teacher payout statements (docs/money.md "Teacher payouts"): who may read which, bad input,
 * lines that add up to the total and agree with the academies report's teacher share, a closed
 * month, and a percent changed today that leaves the earlier months' statements as they were.
 */
let t: TestApp;
let fixture: Fixture;
/** Bearer token of the report fixture's teacher A (two academies, percents 30 % and 20 %). */
let ownToken: string;
const thisMonth = todayInChile().slice(0, 7);
const lastMonth = addMonths(thisMonth, -1);
/** Months of the report fixture with payments in them (2025-10 to 2026-11). */
const pastMonths = ['2025-12', '2026-03', '2026-08', '2026-10'];

beforeAll(async () => {
  t = await createTestApp();
  fixture = await seedReportFixture(t.database.db);
  const session = await startSession(t.database.db, t.app.jwtSecret, {
    id: fixture.teacherA,
    type: 1,
    username: 'profesor1',
    name: 'Profesor Prueba 1',
    passwordHash: null,
    active: true,
  });
  ownToken = session.token;
}, 180_000);
afterAll(() => t.close());

const url = (teacherId: number | string, month: string) =>
  `${getTeacherPayout.path}?teacherId=${teacherId}&month=${month}`;
const asOwnTeacher = (options: InjectOptions) =>
  t.app.inject({ ...options, headers: { authorization: `Bearer ${ownToken}` } });
const payout = async (teacherId: number, month: string): Promise<TeacherPayout> => {
  const res = await t.call('admin', { method: 'GET', url: url(teacherId, month) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const spanish = (body: string) => /[a-záéíóúñ]{3}/i.test(JSON.parse(body).message ?? '');

describe('who reads a statement', () => {
  it('the admin any teacher, a teacher only their own, nobody else', async () => {
    const target = url(fixture.teacherA, lastMonth);
    expect((await t.call('admin', { method: 'GET', url: target })).statusCode).toBe(200);
    expect((await asOwnTeacher({ method: 'GET', url: target })).statusCode).toBe(200);

    const other = await t.call('teacherA', { method: 'GET', url: target });
    expect(other.statusCode).toBe(403);
    expect(JSON.parse(other.body).message).toBe('Solo puedes ver tu propia liquidación.');
    const otherOfOwn = await asOwnTeacher({ method: 'GET', url: url(fixture.teacherB, lastMonth) });
    expect(otherOfOwn.statusCode).toBe(403);

    for (const who of ['studentA', 'guardian'] as const) {
      const res = await t.call(who, { method: 'GET', url: target });
      expect(res.statusCode, who).toBe(403);
      expect(spanish(res.body)).toBe(true);
    }
    expect((await t.call(null, { method: 'GET', url: target })).statusCode).toBe(401);
  });

  it('the PDF keeps the same rule and shows the same figures', async () => {
    const pdfUrl = `/api/v1/generatePDF/?report=payout&teacherId=${fixture.teacherA}&month=2026-10`;
    const refused = await t.call('teacherA', { method: 'GET', url: pdfUrl });
    expect(refused.statusCode).toBe(403);
    const res = await asOwnTeacher({ method: 'GET', url: pdfUrl });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const st = await payout(fixture.teacherA, '2026-10');
    expect(text).toContain('Liquidación');
    expect(text).toContain(formatClp(st.total));
    for (const line of st.lines) expect(text).toContain(formatClp(line.amount));
  });
});

describe('bad input', () => {
  it('a month that is not one, a future month, an id that is not a teacher: Spanish 4xx', async () => {
    for (const month of ['2026-13', '2026-1', 'noviembre', '']) {
      const res = await t.call('admin', { method: 'GET', url: url(fixture.teacherA, month) });
      expect(res.statusCode, month).toBe(400);
      expect(spanish(res.body), month).toBe(true);
    }
    const future = await t.call('admin', {
      method: 'GET',
      url: url(fixture.teacherA, addMonths(thisMonth, 1)),
    });
    expect(future.statusCode).toBe(400);
    expect(JSON.parse(future.body).message).toMatch(/mes futuro/);

    const student = await t.call('admin', {
      method: 'GET',
      url: url(fixture.studentIds[0] ?? 0, lastMonth),
    });
    expect(student.statusCode).toBe(404);
    expect(JSON.parse(student.body).message).toBe('No se encontró el profesor.');
    const bad = await t.call('admin', { method: 'GET', url: url('abc', lastMonth) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('figures', () => {
  it('lines add up to the total and agree with the academies report’s teacher share', async () => {
    let paid = 0;
    for (const teacherId of [fixture.teacherA, fixture.teacherB, fixture.teacherNone]) {
      for (const month of pastMonths) {
        const st = await payout(teacherId, month);
        expect(st.total).toBe(st.lines.reduce((s, l) => s + l.amount, 0));
        for (const line of st.lines) {
          expect(line.amount).toBe(shareOf(line.revenue, line.percent));
          const res = await t.call('admin', {
            method: 'GET',
            url: `${reportsEndpoints.getAcademiesReportByAcademyId.path.replace(':id', String(line.academyId))}?from=${month}&to=${month}`,
          });
          const detail = res.json();
          expect(line.revenue, `${teacherId} ${month}`).toBe(detail.months[0].revenue);
          const share =
            detail.teachers.find((x: { teacherId: number }) => x.teacherId === teacherId)?.share ??
            0;
          expect(line.amount, `${teacherId} ${month} ${line.academyName}`).toBe(share);
          paid += line.amount;
        }
      }
    }
    // The fixture pays out something: the comparison above is not of zeros.
    expect(paid).toBeGreaterThan(0);
    const a = await payout(fixture.teacherA, '2026-10');
    expect(a.lines.map((l) => l.percent).sort()).toEqual([20, 30]);
    expect((await payout(fixture.teacherNone, '2026-10')).total).toBe(0);
  });

  it('a percent changed today changes this month’s statement only; a closed month reads as closed', async () => {
    const before = await Promise.all(
      [...pastMonths, lastMonth].map((m) => payout(fixture.teacherA, m)),
    );
    const close = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/closeMonth',
      payload: { data: { period: '2026-08' } },
    });
    expect(close.statusCode, close.body).toBe(200);
    const save = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/savePercent',
      payload: {
        data: { academyId: fixture.academyIds[0], teacherId: fixture.teacherA, percent: 45 },
      },
    });
    expect(save.statusCode, save.body).toBe(200);

    const after = await Promise.all(
      [...pastMonths, lastMonth].map((m) => payout(fixture.teacherA, m)),
    );
    const strip = (s: TeacherPayout) => ({ ...s, closed: false, closedAt: null });
    expect(after.map(strip)).toEqual(before.map(strip));
    const closed = after[pastMonths.indexOf('2026-08')];
    expect(closed?.closed).toBe(true);
    expect(closed?.closedAt).toEqual(expect.any(String));

    const current = await payout(fixture.teacherA, thisMonth);
    const line = current.lines.find((l) => l.academyId === fixture.academyIds[0]);
    expect(line?.percent).toBe(45);
    expect(line?.amount).toBe(shareOf(line?.revenue ?? 0, 45));
    expect(current.total).toBe(current.lines.reduce((s, l) => s + l.amount, 0));

    // A percent that starts next month changes nothing of this month or earlier.
    const later = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/savePercent',
      payload: {
        data: {
          academyId: fixture.academyIds[0],
          teacherId: fixture.teacherA,
          percent: 50,
          validFrom: `${addMonths(thisMonth, 1)}-01`,
        },
      },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(await payout(fixture.teacherA, thisMonth)).toEqual(current);
    const again = await Promise.all(
      [...pastMonths, lastMonth].map((m) => payout(fixture.teacherA, m)),
    );
    expect(again).toEqual(after);
  });
});

describe('adjustments', () => {
  it('an amount corrected this month is listed in this month’s statement, not in others', async () => {
    const [charge] = await selectRows<{ id: number; amount: number }>(
      t.database.db,
      sql`select id, amount from charges
          where academy_id = ${fixture.academyIds[1]} and state in ('pendiente', 'vencido')
            and period not in (select period from month_closings)
          order by id limit 1`,
    );
    expect(charge).toBeDefined();
    const res = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/correctCharge',
      payload: {
        data: {
          chargeId: charge!.id,
          amount: charge!.amount - 1000,
          reason: 'Error de digitación',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The report fixture's own corrections (credits, 'Cobrado de más') are left aside.
    const own = (st: TeacherPayout) =>
      st.adjustments.filter((a) => a.reason === 'Error de digitación');
    const current = await payout(fixture.teacherA, thisMonth);
    expect(own(current)).toEqual([
      expect.objectContaining({
        chargeId: charge!.id,
        kind: 'correccion',
        amountBefore: charge!.amount,
        amountAfter: charge!.amount - 1000,
        reason: 'Error de digitación',
      }),
    ]);
    // The share is of what was collected: a correction of an unpaid charge leaves the total.
    expect(current.total).toBe(current.lines.reduce((s, l) => s + l.amount, 0));
    expect(own(await payout(fixture.teacherA, lastMonth))).toEqual([]);
    // Teacher B does not teach in that academy: not in their statement.
    expect(own(await payout(fixture.teacherB, thisMonth))).toEqual([]);
  });
});
