import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges.ts';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import { APPROVING_CARD } from '../../webpay-sim/test-cards.ts';
import { localDteProvider } from '../documents/dte-provider.ts';
import { emailAreaMailer } from './confirmation-mailer.ts';
import { type PaymentsTestApp, startPaymentsApp } from './payments-test-harness.ts';
import { createWebpayProvider, type WebpayProvider } from './provider/webpay-provider.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/** Migrations, the fixture's argon2 hashes and the app start can be slow on a shared 2-core machine. */
const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 8118;
const SIM_TTL_MS = 8_000;
const real = createWebpayProvider({
  environment: 'simulator',
  simulatorBaseUrl: () => `http://127.0.0.1:${PORT}/webpay-sim`,
});
let failCommits = 0;
/** Transbank as seen through a network that drops the commit's answer after Transbank acted on it. */
const lossy: WebpayProvider = {
  ...real,
  commit: async (token) => {
    const result = await real.commit(token);
    if (failCommits > 0) {
      failCommits -= 1;
      throw new Error('timeout of 30000ms exceeded');
    }
    return result;
  },
};
let t: PaymentsTestApp;

beforeAll(async () => {
  // Short simulator tokens, so a payer who never comes back can be waited out.
  t = await startPaymentsApp(PORT, { provider: lossy, simulatorTokenTtlMs: SIM_TTL_MS });
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

/** The reconciliation job as it runs `minutes` from now, through the lossy network. */
const reconcileIn = (minutes: number) =>
  reconcilePayments(
    {
      db: t.database.db,
      provider: lossy,
      dte: localDteProvider,
      mailer: emailAreaMailer,
      log: t.app.log,
    },
    { now: new Date(Date.now() + minutes * 60_000) },
  );

const paymentOf = async (token: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.token, token)))[0];

describe('a commit whose answer is lost', () => {
  it('leaves the payment por confirmar; the job settles it from the status call, once', async () => {
    const created = await t.api(null, 'POST', '/api/v1/webpay/create', {
      userId: t.fixture.users.studentA.id,
      returnUrl: `${t.origin}/client/payments/result`,
      selectedPayments: [t.extra.a3],
    });
    const fields = await t.payAtSimulator(
      created.json.token,
      created.json.url,
      'pay',
      APPROVING_CARD,
    );
    failCommits = 1;
    const result = await t.api(null, 'POST', '/api/v1/webpay/commit', fields);
    expect(result.status).toBe(200);
    expect(result.json.outcome).toBe('por_confirmar');
    expect(result.json.message).toMatch(/No vuelvas a pagar/);
    // The charge stays reserved: nobody can start another payment for it meanwhile.
    const second = await t.api(null, 'POST', '/api/v1/webpay/create', {
      userId: t.fixture.users.studentA.id,
      returnUrl: `${t.origin}/client/payments/result`,
      selectedPayments: [t.extra.a3],
    });
    expect(second.status).toBe(409);
    expect(await reconcileIn(2)).toEqual({ autorizada: 1 });
    expect((await paymentOf(created.json.token))?.state).toBe('autorizada');
    const again = await t.api(null, 'POST', '/api/v1/webpay/commit', fields);
    expect(again.json.outcome).toBe('aprobado');
    expect(again.json.document).not.toBeNull();
  });

  it('a payer who never returns: once the token expired the job releases the charge as timed out', async () => {
    const created = await t.api(null, 'POST', '/api/v1/webpay/create', {
      userId: t.fixture.users.studentA.id,
      returnUrl: `${t.origin}/client/payments/result`,
      selectedPayments: [t.extra.a4],
    });
    expect(created.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SIM_TTL_MS + 500));
    expect(await reconcileIn(10)).toEqual({ anulada: 1 });
    const payment = await paymentOf(created.json.token);
    expect(payment?.state).toBe('anulada');
    const [charge] = await t.database.db.select().from(charges).where(eq(charges.id, t.extra.a4));
    expect(charge?.state).toBe('pendiente');
    const items = await t.database.db
      .select()
      .from(paymentItems)
      .where(eq(paymentItems.paymentId, payment!.id));
    expect(items.every((i) => !i.active)).toBe(true);
    // Coming back now shows the timeout, and the charge can be paid again.
    const late = await t.api(null, 'POST', '/api/v1/webpay/commit', {
      token_ws: created.json.token,
    });
    expect(late.json.outcome).toBe('tiempo_agotado');
    const again = await t.api(null, 'POST', '/api/v1/webpay/create', {
      userId: t.fixture.users.studentA.id,
      returnUrl: `${t.origin}/client/payments/result`,
      selectedPayments: [t.extra.a4],
    });
    expect(again.status).toBe(200);
  });
});
