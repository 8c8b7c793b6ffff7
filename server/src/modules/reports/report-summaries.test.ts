import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsTestApp, startPaymentsApp } from '../payments/payments-test-harness.ts';
import { monthlyAcademyFigures } from './academy-figures.ts';
import { activeStudentCount } from './dashboard-queries.ts';
import { localToday, monthOf } from './report-dates.ts';
import { loadOracle, oracleAcademyMonth } from './report-oracle.test-helper.ts';
import { approvedLinesCte } from './report-sql.ts';

/**
 * The summary tables (report_daily*, report_student_lines, charge_totals, charge_state_totals, user_totals, the enrolment
 * summaries, active_academy_sets) are kept
 * by database triggers.
 * After each kind of write the application makes, they must equal a recomputation from the rows,
 * and the report figures read from them must equal the independent oracle.
 */
const STARTUP_TIMEOUT_MS = 180_000;
let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsApp(8124);
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const sorted = <T>(list: T[]) => list.map((r) => JSON.stringify(r)).sort();

/** Each summary next to the same figures computed from the payment, charge and user rows. */
const expectSummariesCurrent = async () => {
  const { db } = t.database;
  const lines = approvedLinesCte({ startDate: '2000-01-01', endDate: '2099-12-31' });
  const pairs: [string, ReturnType<typeof sql>, ReturnType<typeof sql>][] = [
    [
      'report_daily_academy',
      sql`select local_date::text as d, academy_id as a, revenue::float8 as r, commission::float8 as c, payments as n,
          card_revenue::float8 as cr, card_payments as cn, late_fees::float8 as lf, adjustments::float8 as aj,
          credits::float8 as k
          from report_daily_academy where payments <> 0 or revenue <> 0 or credits <> 0`,
      // The revenue's parts (late fees, closed-month adjustments) from the charges' kinds, and the
      // credits given back from charge_credits, by the same day and academy.
      sql`with ${lines},
          by_day as (select l.local_date, l.academy_id, sum(l.amount)::float8 as r, sum(l.commission)::float8 as c,
            count(distinct l.payment_id)::int as n, coalesce(sum(l.amount) filter (where l.method = 'webpay'), 0)::float8 as cr,
            (count(distinct l.payment_id) filter (where l.method = 'webpay'))::int as cn,
            coalesce(sum(l.amount) filter (where ch.kind = 'recargo'), 0)::float8 as lf,
            coalesce(sum(l.amount) filter (where ch.kind = 'ajuste'), 0)::float8 as aj
            from lines l join charges ch on ch.id = l.charge_id group by 1, 2),
          given as (select local_date, academy_id, sum(amount)::float8 as k from charge_credits group by 1, 2)
        select coalesce(p.local_date, g.local_date)::text as d, coalesce(p.academy_id, g.academy_id) as a,
          coalesce(p.r, 0) as r, coalesce(p.c, 0) as c, coalesce(p.n, 0) as n, coalesce(p.cr, 0) as cr,
          coalesce(p.cn, 0) as cn, coalesce(p.lf, 0) as lf, coalesce(p.aj, 0) as aj, coalesce(g.k, 0) as k
        from by_day p full join given g on g.local_date = p.local_date and g.academy_id = p.academy_id`,
    ],
    [
      'report_daily_plan',
      sql`select local_date::text as d, plan_id as p, revenue::float8 as r, commission::float8 as c, payments as n
          from report_daily_plan where payments <> 0 or revenue <> 0`,
      sql`with ${lines} select local_date::text as d, plan_id as p, sum(amount)::float8 as r, sum(commission)::float8 as c,
          count(distinct payment_id)::int as n from lines group by 1, 2`,
    ],
    [
      'report_daily',
      sql`select local_date::text as d, revenue::float8 as r, payments as n, card_revenue::float8 as cr,
          card_commission::float8 as cc, card_payments as cn from report_daily where payments <> 0 or revenue <> 0`,
      sql`with ${lines} select local_date::text as d, sum(amount)::float8 as r, count(distinct payment_id)::int as n,
          coalesce(sum(amount) filter (where method = 'webpay'), 0)::float8 as cr,
          coalesce(sum(commission) filter (where method = 'webpay'), 0)::float8 as cc,
          (count(distinct payment_id) filter (where method = 'webpay'))::int as cn from lines group by 1`,
    ],
    [
      'charge_totals',
      sql`select academy_id as a, state as s, due_date::text as d, charges as n, amount::float8 as m from charge_totals where charges <> 0`,
      sql`select academy_id as a, state as s, due_date::text as d, count(*)::int as n, sum(amount)::float8 as m from charges group by 1, 2, 3`,
    ],
    [
      'charge_state_totals',
      sql`select academy_id as a, state as s, charges as n, amount::float8 as m from charge_state_totals where charges <> 0`,
      sql`select academy_id as a, state as s, count(*)::int as n, sum(amount)::float8 as m from charges group by 1, 2`,
    ],
    [
      'user_totals',
      sql`select type as t, archived as a, users as n from user_totals where users <> 0`,
      sql`select type as t, archived_at is not null as a, count(*)::int as n from users group by 1, 2`,
    ],
    [
      'plan_enrolment_totals',
      sql`select plan_id as p, status as s, enrolments as n from plan_enrolment_totals where enrolments <> 0`,
      sql`select plan_id as p, status as s, count(*)::int as n from enrolments group by 1, 2`,
    ],
    [
      'academy_student_totals',
      sql`select academy_id as a, active_students as n, current_students as c from academy_student_totals
          where active_students <> 0 or current_students <> 0`,
      sql`select * from (
            select p.academy_id as a, (count(distinct e.student_id) filter (where e.status = 'activo'))::int as n,
              (count(distinct e.student_id) filter (where e.status <> 'finalizado'))::int as c
            from enrolments e join plans p on p.id = e.plan_id group by 1
            union all
            select 0, (count(distinct e.student_id) filter (where e.status = 'activo'))::int,
              (count(distinct e.student_id) filter (where e.status <> 'finalizado'))::int
            from enrolments e) x where n <> 0 or c <> 0`,
    ],
    [
      'active_academy_sets',
      sql`select academy_ids::text as s, students as n from active_academy_sets where students <> 0`,
      sql`select ids::text as s, count(*)::int as n from (
            select e.student_id, array_agg(distinct p.academy_id order by p.academy_id) as ids
            from enrolments e join plans p on p.id = e.plan_id where e.status = 'activo' group by e.student_id) x
          group by 1`,
    ],
    [
      'report_student_lines',
      sql`select payment_id as p, student_id as s, academy_id as a, local_date::text as d, amount::float8 as m from report_student_lines`,
      sql`with ${lines} select payment_id as p, student_id as s, academy_id as a, local_date::text as d, sum(amount)::float8 as m
          from lines group by 1, 2, 3, 4`,
    ],
  ];
  for (const [name, summary, recomputed] of pairs) {
    expect(sorted(await selectRows(db, summary)), name).toEqual(
      sorted(await selectRows(db, recomputed)),
    );
  }
  // Distinct active students of several academies (a teacher's dashboard) from active_academy_sets.
  const academyIds = (
    await selectRows<{ id: number }>(db, sql`select id from academies order by id`)
  ).map((a) => a.id);
  for (const ids of [academyIds, academyIds.slice(0, 2), academyIds.slice(1)]) {
    const [distinct] = await selectRows<{ n: number }>(
      db,
      sql`select count(distinct e.student_id)::int as n from enrolments e join plans p on p.id = e.plan_id
        where e.status = 'activo' and p.academy_id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    expect(await activeStudentCount(db, ids), `active students of ${ids.join(',')}`).toBe(
      distinct!.n,
    );
  }
  // And the academy figures the reports show, against the independent computation in TypeScript.
  const month = monthOf(localToday());
  const oracle = await loadOracle(db);
  const { months } = await monthlyAcademyFigures(db, { from: month, to: month }, null);
  for (const row of months) {
    const { academyName: _name, ...figures } = row;
    expect(figures).toEqual(oracleAcademyMonth(oracle, row.academyId, month));
  }
  return months;
};

const revenueNow = (months: Awaited<ReturnType<typeof expectSummariesCurrent>>) =>
  months.reduce((s, r) => s + r.revenue, 0);

describe('summary tables kept by triggers', () => {
  let cardPaymentId = 0;
  let manualPaymentId = 0;

  it('start equal to the rows (backfilled by the migration)', async () => {
    await expectSummariesCurrent();
  });

  it('a card payment approved at the simulator', async () => {
    const before = revenueNow(await expectSummariesCurrent());
    const { token, committed } = await t.payByCard(t.fixture.users.studentB.id, [t.extra.b3]);
    expect(committed.status).toBe(200);
    const [row] = await selectRows<{ id: number; state: string }>(
      t.database.db,
      sql`select id, state from payments where token = ${token}`,
    );
    expect(row?.state).toBe('autorizada');
    cardPaymentId = row!.id;
    expect(revenueNow(await expectSummariesCurrent())).toBe(before + 25_000);
  });

  it('a manual payment of two charges', async () => {
    const res = await t.api('admin', 'POST', '/api/v1/createNewPayments', {
      data: {
        userId: t.fixture.users.studentA.id,
        chargeIds: [t.extra.a3, t.extra.a4],
        method: 'transferencia',
        reference: 'TRX-1',
      },
    });
    expect(res.status).toBe(200);
    manualPaymentId = res.json.id;
    await expectSummariesCurrent();
  });

  it('an annulment, and a card annulment refunded through Transbank', async () => {
    expect(
      (
        await t.api('admin', 'POST', '/api/v1/annulPayment', {
          id: manualPaymentId,
          reason: 'error de digitación',
        })
      ).status,
    ).toBe(200);
    await expectSummariesCurrent();
    expect(
      (
        await t.api('admin', 'POST', '/api/v1/annulPayment', {
          id: cardPaymentId,
          reason: 'reembolso pedido',
        })
      ).status,
    ).toBe(200);
    const [refund] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payment_refunds where payment_id = ${cardPaymentId}`,
    );
    expect(refund?.n).toBe(1);
    await expectSummariesCurrent();
  });

  it('a new Transbank rate from today changes the commission of today’s card payments', async () => {
    const { committed } = await t.payByCard(t.fixture.users.studentA.id, [t.extra.a5]);
    expect(committed.status).toBe(200);
    const before = await expectSummariesCurrent();
    const res = await t.api('admin', 'POST', '/api/v1/updateTransbankCommission', {
      data: { percent: 3.5, fixedAmount: 120, validFrom: localToday() },
    });
    expect(res.status).toBe(200);
    const after = await expectSummariesCurrent();
    expect(after.reduce((s, r) => s + r.commission, 0)).not.toBe(
      before.reduce((s, r) => s + r.commission, 0),
    );
  });

  it('expenses created, edited and deleted', async () => {
    const academyId = t.fixture.academies.academyA.id;
    const created = await t.api('admin', 'POST', '/api/v1/createGastos', {
      data: {
        academyId,
        category: 'Arriendo',
        description: 'Sala',
        amount: 50_000,
        date: localToday(),
      },
    });
    expect(created.status).toBe(200);
    let months = await expectSummariesCurrent();
    expect(months.find((r) => r.academyId === academyId)?.expenses).toBeGreaterThanOrEqual(50_000);
    expect(
      (
        await t.api('admin', 'POST', '/api/v1/editGastos', {
          data: {
            id: created.json.id,
            academyId: null,
            category: 'Arriendo',
            description: 'Sala',
            amount: 70_000,
            date: localToday(),
          },
        })
      ).status,
    ).toBe(200);
    months = await expectSummariesCurrent();
    expect(months.find((r) => r.academyId === null)?.expenses).toBeGreaterThanOrEqual(70_000);
    expect(
      (await t.api('admin', 'POST', '/api/v1/deleteGastos', { data: { id: created.json.id } }))
        .status,
    ).toBe(200);
    await expectSummariesCurrent();
  });

  it('enrolments added, suspended, finished and a plan moved keep the student counts', async () => {
    const { db } = t.database;
    const { enrolmentA, enrolmentB } = t.fixture.enrolments;
    await selectRows(
      db,
      sql`insert into enrolments (student_id, plan_id, status, payment_day, start_date)
      values (${t.fixture.users.studentB.id}, ${enrolmentA.planId}, 'activo', 5, '2026-01-01')`,
    );
    await expectSummariesCurrent();
    await selectRows(
      db,
      sql`update enrolments set status = 'suspendido' where id = ${enrolmentA.id}`,
    );
    await selectRows(
      db,
      sql`update enrolments set status = 'finalizado' where id = ${enrolmentB.id}`,
    );
    await expectSummariesCurrent();
    await selectRows(
      db,
      sql`update plans set academy_id = ${t.fixture.academies.academyB.id} where id = ${enrolmentA.planId}`,
    );
    await expectSummariesCurrent();
  });

  it('a paid charge moved to another student or academy moves what its payment paid', async () => {
    const { db } = t.database;
    const [paid] = await selectRows<{ id: number; student_id: number; academy_id: number }>(
      db,
      sql`select c.id, c.student_id, c.academy_id from charges c join payment_items pi on pi.charge_id = c.id
        join payments p on p.id = pi.payment_id where p.state = 'autorizada' order by c.id limit 1`,
    );
    expect(paid).toBeDefined();
    await selectRows(
      db,
      sql`update charges set student_id = ${t.fixture.users.studentB.id} where id = ${paid!.id}`,
    );
    await expectSummariesCurrent();
    await selectRows(
      db,
      sql`update charges set academy_id = ${t.fixture.academies.academyB.id} where id = ${paid!.id}`,
    );
    await expectSummariesCurrent();
    await selectRows(
      db,
      sql`update charges set student_id = ${paid!.student_id}, academy_id = ${paid!.academy_id} where id = ${paid!.id}`,
    );
    await expectSummariesCurrent();
  });

  it('charges generated and people archived keep the list totals', async () => {
    expect((await t.api('admin', 'POST', '/api/v1/generateCharges', {})).status).toBeLessThan(500);
    await selectRows(
      t.database.db,
      sql`update users set archived_at = now() where id = ${t.fixture.users.guardian.id}`,
    );
    await expectSummariesCurrent();
  });
});
