import http from 'node:http';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { charges } from '../../db/schema/charges.ts';
import { emailSends } from '../../db/schema/email.ts';
import { documents, paymentRefunds, payments } from '../../db/schema/payments.ts';
import { submitCardForm } from '../../webpay-sim/sim-browser.ts';
import { findTransaction } from '../../webpay-sim/repository.ts';
import { APPROVING_CARD } from '../../webpay-sim/test-cards.ts';
import { localDteProvider } from '../documents/dte-provider.ts';
import { modules } from '../index.ts';
import { emailAreaMailer } from './confirmation-mailer.ts';
import { createPaymentsModule, paymentsModule } from './module.ts';
import { type PaymentsTestApp, startPaymentsApp } from './payments-test-harness.ts';
import type { PaymentsContext } from './payments-context.ts';
import { createWebpayProvider } from './provider/webpay-provider.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/** Migrations, the fixture's argon2 hashes and the app start can be slow on a shared 2-core machine. */
const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 8114;
let t: PaymentsTestApp;
let restarted: FastifyInstance | undefined;
const ctxFor = (app: FastifyInstance): PaymentsContext => ({
  db: app.db,
  provider: createWebpayProvider({
    environment: 'simulator',
    simulatorBaseUrl: () => `http://127.0.0.1:${PORT}/webpay-sim`,
  }),
  dte: localDteProvider,
  mailer: emailAreaMailer,
  log: {
    info: () => {},
    warn: console.warn,
    error: console.error,
  } as unknown as PaymentsContext['log'],
});
const inTenMinutes = () => new Date(Date.now() + 10 * 60 * 1000);

beforeAll(async () => {
  t = await startPaymentsApp(PORT);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await restarted?.close();
  await t.close();
});

const create = (selectedPayments: number[]) =>
  t.api(null, 'POST', '/api/v1/webpay/create', {
    userId: t.fixture.users.studentA.id,
    returnUrl: `${t.origin}/client/payments/result`,
    selectedPayments,
  });

describe('reconciliation', () => {
  it('a server killed between approval and commit: a new instance on the same database records the payment once', async () => {
    const { a3 } = t.extra;
    const created = await create([a3]);
    // The payer approves at Webpay, but the server dies before the return is committed.
    await submitCardForm(created.json.url, created.json.token, 'pay', APPROVING_CARD);
    await t.app.close();
    // A killed process takes its sockets along; in one test process, drop the kept-alive ones.
    http.globalAgent.destroy();
    const paymentsModuleForTest = createPaymentsModule();
    restarted = await buildApp({
      logger: false,
      database: t.database,
      // The same public origin as the first instance: Webpay returns there (never the Host header).
      env: { JOBS: false, PUBLIC_URL: t.origin },
      modules: [...modules.filter((m) => m !== paymentsModule), paymentsModuleForTest],
    });
    await restarted.listen({ port: PORT, host: '127.0.0.1' });
    const ctx = ctxFor(restarted);
    // Two instances' jobs at once: the rows are taken once.
    const [first, second] = await Promise.all([
      reconcilePayments(ctx, { now: inTenMinutes() }),
      reconcilePayments(ctx, { now: inTenMinutes() }),
    ]);
    expect({ ...first, ...second }).toEqual({ autorizada: 1 });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.token, created.json.token));
    expect(payment?.state).toBe('autorizada');
    expect(payment?.cardLast4).toBe('6623');
    expect(
      await t.database.db.select().from(documents).where(eq(documents.paymentId, payment!.id)),
    ).toHaveLength(1);
    const [charge] = await t.database.db.select().from(charges).where(eq(charges.id, a3));
    expect(charge?.state).toBe('pagado');
    expect(
      await t.database.db.select().from(emailSends).where(eq(emailSends.paymentId, payment!.id)),
    ).toHaveLength(1);
    // The payer's late return shows the recorded result; nothing is committed twice.
    const late = await fetch(`http://127.0.0.1:${PORT}/api/v1/webpay/commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token_ws: created.json.token }),
    });
    expect(((await late.json()) as { outcome: string }).outcome).toBe('aprobado');
    expect(await reconcilePayments(ctx, { now: inTenMinutes() })).toEqual({});
  });

  it('an abandoned payment past its reservation is released by the job', async () => {
    const { a4 } = t.extra;
    const created = await create([a4]);
    const ctx = ctxFor(restarted!);
    expect(await reconcilePayments(ctx)).toEqual({}); // still within the reservation
    expect(await reconcilePayments(ctx, { now: inTenMinutes() })).toEqual({ creada: 1 }); // payer still on the form: kept
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.token, created.json.token));
    expect(payment?.state).toBe('creada');
  });

  it('charges paid another way meanwhile: the card payment is refunded and recorded', async () => {
    const { a5 } = t.extra;
    const created = await create([a5]);
    await submitCardForm(created.json.url, created.json.token, 'pay', APPROVING_CARD);
    await t.database.db
      .update(charges)
      .set({ state: 'anulado' })
      .where(inArray(charges.id, [a5]));
    const ctx = ctxFor(restarted!);
    // The previous test's payment is still on the form, so it is looked at and kept too.
    expect(await reconcilePayments(ctx, { now: inTenMinutes() })).toEqual({
      anulada: 1,
      creada: 1,
    });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.token, created.json.token));
    expect(payment?.state).toBe('anulada');
    const refunds = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment!.id));
    expect(refunds).toMatchObject([{ amount: 32_000, type: 'REVERSED' }]);
    expect((await findTransaction(t.database.db, created.json.token))?.status).toBe('REVERSED');
    expect(
      await t.database.db.select().from(documents).where(eq(documents.paymentId, payment!.id)),
    ).toHaveLength(0);
  });
});
