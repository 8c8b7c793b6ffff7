import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges.ts';
import { documents, paymentRefunds, payments } from '../../db/schema/payments.ts';
import { findTransaction } from '../../webpay-sim/repository.ts';
import { submitCardForm } from '../../webpay-sim/sim-browser.ts';
import { APPROVING_CARD } from '../../webpay-sim/test-cards.ts';
import { type PaymentsTestApp, startPaymentsApp } from './payments-test-harness.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { createWebpayProvider, type WebpayProvider } from './provider/webpay-provider.ts';
import type { PaymentsContext } from './payments-context.ts';
import { localDteProvider } from '../documents/dte-provider.ts';
import { emailAreaMailer } from './confirmation-mailer.ts';

/**
 * Issue 20 item 1: an abort return (TBK_TOKEN) that arrives while Transbank's card form is still
 * open, then the payer pays on that form. Nothing Transbank authorised may stay unrecorded: the
 * payment is recorded, or (charges paid meanwhile by other means) refunded with its reason.
 */
const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 8131;
let t: PaymentsTestApp;
/** The provider of the app, whose status call can be made to fail (Transbank not answering). */
let statusFails = false;
const simulatorUrl = () => `http://127.0.0.1:${PORT}/webpay-sim`;
const real = createWebpayProvider({ environment: 'simulator', simulatorBaseUrl: simulatorUrl });
const provider: WebpayProvider = {
  ...real,
  status: (token) =>
    statusFails ? Promise.reject(new Error('socket hang up')) : real.status(token),
};
const ctx = (): PaymentsContext => ({
  db: t.database.db,
  provider,
  dte: localDteProvider,
  mailer: emailAreaMailer,
  log: {
    info: () => {},
    warn: () => {},
    error: console.error,
  } as unknown as PaymentsContext['log'],
});

beforeAll(async () => {
  t = await startPaymentsApp(PORT, { provider });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
});

const create = async (chargeId: number) => {
  const created = await t.api(null, 'POST', '/api/v1/webpay/create', {
    userId: t.fixture.users.studentA.id,
    returnUrl: `${t.origin}/client/payments/result`,
    selectedPayments: [chargeId],
  });
  expect(created.status).toBe(200);
  return created.json as { token: string; url: string };
};
/** The abort return as the payer's browser (or anyone who saw the token) posts it. */
const abortReturn = (token: string) =>
  t.api(null, 'POST', '/api/v1/webpay/commit', { TBK_TOKEN: token });
const paymentOf = async (token: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.token, token)))[0]!;
const chargeState = async (id: number) =>
  (await t.database.db.select().from(charges).where(eq(charges.id, id)))[0]?.state;

describe('abort, then pay on the open form', () => {
  it('an abort return while the form is open does not end the payment: paying on that form is recorded', async () => {
    const { a3 } = t.extra;
    const { token, url } = await create(a3);
    const aborted = await abortReturn(token);
    expect(aborted.status).toBe(200);
    expect(aborted.json.outcome).not.toBe('anulado');
    expect((await paymentOf(token)).state).toBe('creada');
    // The form at Transbank is still open: the payer pays there and comes back with token_ws.
    const fields = await t.payAtSimulator(token, url, 'pay', APPROVING_CARD);
    expect(fields).toHaveProperty('token_ws', token);
    const result = await t.api(null, 'POST', '/api/v1/webpay/commit', fields);
    expect(result.json.outcome).toBe('aprobado');
    const payment = await paymentOf(token);
    expect(payment.state).toBe('autorizada');
    expect(await chargeState(a3)).toBe('pagado');
    expect(
      await t.database.db.select().from(documents).where(eq(documents.paymentId, payment.id)),
    ).toHaveLength(1);
    expect((await findTransaction(t.database.db, token))?.committed).toBe(true);
  });

  it('ended while Transbank did not answer, the charge paid by hand, then paid on the form: the extra authorisation is refunded and recorded', async () => {
    const { a4 } = t.extra;
    const { token, url } = await create(a4);
    statusFails = true;
    const aborted = await abortReturn(token).finally(() => (statusFails = false));
    expect(aborted.json.outcome).toBe('anulado');
    // The charge is free again and the academy records a transfer for it.
    const manual = await t.api('admin', 'POST', '/api/v1/createNewPayments', {
      data: {
        userId: t.fixture.users.studentA.id,
        chargeIds: [a4],
        method: 'transferencia',
        reference: 'TRX-ABORT',
      },
    });
    expect(manual.status).toBe(200);
    // The payer still had the form open and pays: Transbank authorises it.
    const fields = await t.payAtSimulator(token, url, 'pay', APPROVING_CARD);
    const result = await t.api(null, 'POST', '/api/v1/webpay/commit', fields);
    expect(result.json.outcome).toBe('anulado');
    expect(result.json.message).toMatch(/reembolsado/);
    const payment = await paymentOf(token);
    expect(payment.state).toBe('anulada');
    expect(payment.annulReason).toMatch(/reembolsado/);
    expect(
      await t.database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment.id)),
    ).toMatchObject([{ amount: 31_000, type: 'REVERSED' }]);
    expect((await findTransaction(t.database.db, token))?.status).toBe('REVERSED');
    expect(await chargeState(a4)).toBe('pagado');
    // A second return, or the job, changes nothing more.
    await t.api(null, 'POST', '/api/v1/webpay/commit', fields);
    expect(await reconcilePayments(ctx(), { now: new Date(Date.now() + 120_000) })).toEqual({});
    expect(
      await t.database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment.id)),
    ).toHaveLength(1);
  });

  it('paid on the form after an abort with no return at all: the reconciliation job records it', async () => {
    const { a5 } = t.extra;
    const { token, url } = await create(a5);
    statusFails = true;
    await abortReturn(token).finally(() => (statusFails = false));
    expect((await paymentOf(token)).state).toBe('anulada');
    // Paid at Transbank; the browser never comes back.
    const back = await submitCardForm(url, token, 'pay', APPROVING_CARD);
    expect(back.fields).toHaveProperty('token_ws', token);
    const summary = await reconcilePayments(ctx(), { now: new Date(Date.now() + 30_000) });
    expect(summary).toEqual({ autorizada: 1 });
    const payment = await paymentOf(token);
    expect(payment.state).toBe('autorizada');
    expect(payment.annulReason).toBeNull();
    expect(await chargeState(a5)).toBe('pagado');
    expect((await findTransaction(t.database.db, token))?.committed).toBe(true);
  });
});
