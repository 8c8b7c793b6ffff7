import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { REASON_ABORTED, REASON_REFUNDED_MISMATCH, REASON_TIMEOUT } from './payments-context.ts';

/** "Cancelado por el pagador" (never charged) is not "Anulado" (reversed by an administrator). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const userId = t.fixture.users.studentA.id;
  const admin = t.fixture.users.admin.id;
  const card = {
    userId,
    method: 'webpay' as const,
    state: 'anulada' as const,
    amount: 1_000,
    sessionId: 's',
  };
  await t.database.db.insert(payments).values([
    {
      ...card,
      buyOrder: 'EST-ABORT',
      token: 'tok-abort',
      annulReason: REASON_ABORTED,
      annulledAt: new Date(),
    },
    {
      ...card,
      buyOrder: 'EST-TIME',
      token: 'tok-time',
      annulReason: REASON_TIMEOUT,
      annulledAt: new Date(),
    },
    {
      ...card,
      buyOrder: 'EST-REFUND',
      token: 'tok-refund',
      annulReason: REASON_REFUNDED_MISMATCH,
      annulledAt: new Date(),
    },
    {
      ...card,
      method: 'efectivo',
      token: null,
      buyOrder: 'EST-ADMIN',
      annulReason: 'Pago registrado dos veces',
      annulledBy: admin,
      annulledAt: new Date('2026-11-20T15:00:00Z'),
    },
  ]);
}, 180_000);
afterAll(() => t.close());

describe('payment states as people read them', () => {
  it('labels each way a payment ended, with the reason and who annulled it in the row', async () => {
    const res = await t.call('admin', {
      method: 'GET',
      url: '/api/v1/getPayments?search=EST-&pageSize=50',
    });
    expect(res.statusCode).toBe(200);
    const byOrder = Object.fromEntries(
      res
        .json()
        .items.map(
          (p: {
            buyOrder: string;
            stateLabel: string;
            annulledByName: string | null;
            annulReason: string;
          }) => [p.buyOrder, { label: p.stateLabel, by: p.annulledByName, reason: p.annulReason }],
        ),
    );
    expect(byOrder).toEqual({
      'EST-ABORT': { label: 'Cancelado por el pagador', by: null, reason: REASON_ABORTED },
      'EST-TIME': { label: 'Sin completar (tiempo agotado)', by: null, reason: REASON_TIMEOUT },
      'EST-REFUND': { label: 'Reembolsado', by: null, reason: REASON_REFUNDED_MISMATCH },
      'EST-ADMIN': {
        label: 'Anulado',
        by: expect.stringMatching(/\S/),
        reason: 'Pago registrado dos veces',
      },
    });
  });
});
