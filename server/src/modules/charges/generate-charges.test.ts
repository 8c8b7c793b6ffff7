import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, charges, enrolments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { generateCharges } from './generate-charges.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chargesOf = (enrolmentId: number) =>
  selectRows<{ period: string; amount: number }>(
    t.database.db,
    sql`select period, amount from charges where enrolment_id = ${enrolmentId} order by period`,
  );

describe('charge generation', () => {
  it('creates one charge per active enrolment and period, and nothing the second time', async () => {
    const first = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/generateCharges',
      payload: { period: '2026-03' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().created).toBe(2);
    const again = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/generateCharges',
      payload: { period: '2026-03' },
    });
    expect(again.json().created).toBe(0);
    const [row] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from charges where period = '2026-03'`,
    );
    expect(row?.n).toBe(2);
    const [charge] = await selectRows<{ due: string; description: string }>(
      t.database.db,
      sql`select due_date::text as due, description from charges where period = '2026-03' and enrolment_id = ${t.fixture.enrolments.enrolmentA.id}`,
    );
    expect(charge).toEqual({ due: '2026-03-05', description: 'Piano mensual - marzo 2026' });
    expect(await t.count(auditLog)).toBeGreaterThan(0);
  });

  it('is safe when two runs race', async () => {
    const results = await Promise.all([
      generateCharges(t.database.db, '2026-04'),
      generateCharges(t.database.db, '2026-04'),
    ]);
    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(2);
  });

  it('charges a special class once, whatever the period', async () => {
    const [enrolment] = await t.database.db
      .insert(enrolments)
      .values({
        studentId: t.fixture.users.studentB.id,
        planId: t.fixture.plans.planSpecial.id,
        startDate: '2026-03-10',
      })
      .returning();
    if (!enrolment) throw new Error('sin inscripción');
    await generateCharges(t.database.db, '2026-03');
    await generateCharges(t.database.db, '2026-05');
    expect(await chargesOf(enrolment.id)).toEqual([{ period: '2026-03', amount: 15_000 }]);
  });

  it('bills a semestral plan every six months from the start, and skips suspended enrolments', async () => {
    const [plan] = await selectRows<{ id: number }>(
      t.database.db,
      sql`insert into plans (academy_id, plan_type_id, service_type_id, name, price)
          values (${t.fixture.academies.academyA.id}, ${t.fixture.planTypes.semester.id}, ${t.fixture.serviceTypes.groupService.id}, 'Semestral', 120000)
          returning id`,
    );
    const [enrolment] = await t.database.db
      .insert(enrolments)
      .values({
        studentId: t.fixture.users.studentA.id,
        planId: plan?.id ?? 0,
        startDate: '2026-01-15',
      })
      .returning();
    if (!enrolment) throw new Error('sin inscripción');
    for (const period of ['2026-01', '2026-02', '2026-06', '2026-07'])
      await generateCharges(t.database.db, period);
    expect((await chargesOf(enrolment.id)).map((c) => c.period)).toEqual(['2026-01', '2026-07']);
    await t.database.db
      .update(enrolments)
      .set({ status: 'suspendido' })
      .where(sql`${enrolments.id} = ${enrolment.id}`);
    await generateCharges(t.database.db, '2027-01');
    expect((await chargesOf(enrolment.id)).map((c) => c.period)).toEqual(['2026-01', '2026-07']);
  });

  it('marks past-due pending charges as vencido', async () => {
    const result = await generateCharges(t.database.db, '2026-06');
    expect(result.markedOverdue).toBeGreaterThanOrEqual(0);
    const [pending] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from charges where state = 'pendiente' and due_date < current_date`,
    );
    expect(pending?.n).toBe(0);
    expect(await t.count(charges)).toBeGreaterThan(3);
  });
});

describe('scheduled job periods', () => {
  it('covers the previous month too, across the year boundary', async () => {
    const { currentAndPreviousPeriod } = await import('./charge-job.ts');
    expect(currentAndPreviousPeriod('2026-01-10')).toEqual(['2025-12', '2026-01']);
    expect(currentAndPreviousPeriod('2026-11-22')).toEqual(['2026-10', '2026-11']);
  });
});
