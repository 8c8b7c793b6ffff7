import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges.ts';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import type { Database } from '../../db/client.ts';
import { seedFixture } from '../../test/fixture.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import { userStatement } from './user-statement.ts';

/** Issue 17: the statement names each payment's method in Spanish, never the stored code. */
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
        enrolmentId: enrolmentA.id,
        studentId,
        planId: enrolmentA.planId,
        academyId: fixture.academies.academyA.id,
        period,
        description: `Mensualidad ${period}`,
        amount: 30_000,
        dueDate: `${period}-05`,
        state: 'pagado',
        paidAt: new Date(`${period}-05T15:00:00Z`),
      })
      .returning({ id: charges.id });
    const [payment] = await database.db
      .insert(payments)
      .values({
        buyOrder: `ST-${method}`,
        sessionId: 's',
        userId: studentId,
        method,
        state: 'autorizada',
        amount: 30_000,
        token: method === 'webpay' ? 'f'.repeat(64) : null,
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
