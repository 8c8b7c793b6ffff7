import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges.ts';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import type { Database } from '../../db/client.ts';
import { monthlyCharge, seedFixture } from '../../test/fixture.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import { transbankReport } from './transbank-report.ts';
import { userStatement } from './user-statement.ts';

/**
 * Issue 17: one paid charge per method (Oneclick, cash, Webpay). Autopay (Webpay Oneclick)
 * payments are card payments Transbank charges a commission on: the Transbank report counts them
 * with the same rate as Webpay Plus (docs/autopay.md); the statement names each method in Spanish.
 */
let database: Database;
let studentId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const fixture = await seedFixture(database.db);
  const { enrolmentA } = fixture.enrolments;
  studentId = enrolmentA.studentId;
  const methods = ['oneclick', 'efectivo', 'webpay'] as const;
  for (const [index, method] of methods.entries()) {
    const period = `2026-0${index + 3}`;
    const [charge] = await database.db
      .insert(charges)
      .values({
        ...monthlyCharge(enrolmentA, fixture.academies.academyA.id, period, 30_000),
        state: 'pagado',
        paidAt: new Date(`${period}-05T15:00:00Z`),
      })
      .returning({ id: charges.id });
    const [payment] = await database.db
      .insert(payments)
      .values({
        buyOrder: `TB-${method}`,
        sessionId: 's',
        userId: studentId,
        method,
        state: 'autorizada',
        amount: 30_000,
        token: method === 'webpay' ? 'e'.repeat(64) : null,
        paidAt: new Date(`${period}-05T15:00:00Z`),
      })
      .returning({ id: payments.id });
    await database.db
      .insert(paymentItems)
      .values({ paymentId: payment!.id, chargeId: charge!.id, amount: 30_000 });
  }
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('Transbank report', () => {
  it('counts Oneclick payments with their commission beside Webpay ones, never cash', async () => {
    const report = await transbankReport(database.db, {
      startDate: '2026-03-01',
      endDate: '2026-05-31',
      page: 1,
      pageSize: 50,
    });
    const mine = report.payments.items.filter((i) => i.buyOrder.startsWith('TB-'));
    expect(mine.map((i) => i.buyOrder).sort()).toEqual(['TB-oneclick', 'TB-webpay']);
    const [oneclick] = mine.filter((i) => i.buyOrder === 'TB-oneclick');
    const [webpay] = mine.filter((i) => i.buyOrder === 'TB-webpay');
    expect(oneclick!.commission).toBeGreaterThan(0);
    expect(oneclick!.commission).toBe(
      Math.round((30_000 * oneclick!.percent) / 100) + oneclick!.fixedAmount,
    );
    expect(webpay!.amount).toBe(30_000);
    const march = report.byMonth.find((m) => m.period === '2026-03');
    expect(march?.payments).toBeGreaterThanOrEqual(1);
    expect(march?.commission).toBeGreaterThanOrEqual(oneclick!.commission);
  });
});

describe('user statement', () => {
  it('shows an autopay payment as "Pago Webpay Oneclick", and every method by its Spanish name', async () => {
    const statement = await userStatement(database.db, {
      user: { id: studentId, name: 'x', rut: null },
      studentIds: [studentId],
      academyIds: null,
      startDate: '2026-03-01',
      endDate: '2026-06-30',
    });
    const payLines = statement.lines.filter((l) => l.kind === 'pago').map((l) => l.description);
    expect(payLines).toEqual(['Pago Webpay Oneclick', 'Pago Efectivo', 'Pago Webpay']);
  });
});
