import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Options, WebpayPlus } from '../transbank/sdk.ts';
import { INTEGRATION_API_KEY, INTEGRATION_COMMERCE_CODE } from '../transbank/integration-codes.ts';
import { submitCardForm } from './sim-browser.ts';
import { portOf, startSimServer } from './sim-test-server.ts';
import { APPROVING_CARD, REJECTING_CARD } from './test-cards.ts';

/** Migrations, the fixture's argon2 hashes and the app start can be slow on a shared 2-core machine. */
const STARTUP_TIMEOUT_MS = 180_000;
let sim: Awaited<ReturnType<typeof startSimServer>>;
let tx: InstanceType<typeof WebpayPlus.Transaction>;
const RETURN = 'http://127.0.0.1:8112/api/v1/webpay/return';

const TRANSACTION_FIELDS = [
  'vci',
  'amount',
  'status',
  'buy_order',
  'session_id',
  'card_detail',
  'accounting_date',
  'transaction_date',
  'authorization_code',
  'payment_type_code',
  'response_code',
  'installments_number',
];

let order = 0;
const create = async (amount = 25_000) => {
  order += 1;
  const buyOrder = `SIM-${Date.now().toString(36)}-${order}`;
  const created = (await tx.create(buyOrder, `sess-${order}`, amount, RETURN)) as {
    token: string;
    url: string;
  };
  return { ...created, buyOrder, sessionId: `sess-${order}` };
};

beforeAll(async () => {
  sim = await startSimServer();
  tx = new WebpayPlus.Transaction(
    new Options(INTEGRATION_COMMERCE_CODE, INTEGRATION_API_KEY, sim.baseUrl),
  );
}, STARTUP_TIMEOUT_MS);
afterAll(async () => sim.close());

describe('webpay simulator through transbank-sdk', () => {
  it('creates a 64-hex token and a card page url', async () => {
    const created = await create();
    expect(created.token).toMatch(/^[0-9a-f]{64}$/);
    expect(created.url).toBe(`${sim.baseUrl}/webpayserver/initTransaction`);
  });

  it('approves with the VISA test card and commits once with every Transbank field', async () => {
    const created = await create(25_000);
    const back = await submitCardForm(created.url, created.token, 'pay', '4051 8856 0044 6623');
    expect(back.returnUrl).toBe(RETURN);
    expect(back.fields).toEqual({ token_ws: created.token });
    const status = (await tx.status(created.token)) as Record<string, unknown>;
    expect(status.status).toBe('AUTHORIZED');
    const result = (await tx.commit(created.token)) as Record<string, unknown>;
    expect(Object.keys(result)).toEqual(expect.arrayContaining(TRANSACTION_FIELDS));
    expect(result).toMatchObject({
      vci: 'TSY',
      amount: 25_000,
      status: 'AUTHORIZED',
      buy_order: created.buyOrder,
      session_id: created.sessionId,
      card_detail: { card_number: APPROVING_CARD.slice(-4) },
      payment_type_code: 'VN',
      response_code: 0,
      installments_number: 0,
    });
    expect(result.accounting_date).toMatch(/^\d{4}$/);
    expect(result.authorization_code).toMatch(/^\d{6}$/);
    expect(new Date(String(result.transaction_date)).toString()).not.toBe('Invalid Date');
    await expect(tx.commit(created.token)).rejects.toThrow(/422[\s\S]*Invalid status/);
  });

  it('rejects with the Mastercard test card: commit answers FAILED with response_code -1', async () => {
    const created = await create();
    const back = await submitCardForm(created.url, created.token, 'pay', REJECTING_CARD);
    expect(back.fields).toEqual({ token_ws: created.token });
    const result = (await tx.commit(created.token)) as Record<string, unknown>;
    expect(result).toMatchObject({
      status: 'FAILED',
      response_code: -1,
      card_detail: { card_number: '0568' },
    });
  });

  it('abort posts TBK_TOKEN, TBK_ORDEN_COMPRA, TBK_ID_SESION and commit says Invalid status', async () => {
    const created = await create();
    const back = await submitCardForm(created.url, created.token, 'abort');
    expect(back.fields).toEqual({
      TBK_TOKEN: created.token,
      TBK_ORDEN_COMPRA: created.buyOrder,
      TBK_ID_SESION: created.sessionId,
    });
    await expect(tx.commit(created.token)).rejects.toThrow(/422[\s\S]*Invalid status/);
  });

  it('timeout posts only TBK_ORDEN_COMPRA and TBK_ID_SESION', async () => {
    const created = await create();
    const back = await submitCardForm(created.url, created.token, 'timeout');
    expect(back.fields).toEqual({
      TBK_ORDEN_COMPRA: created.buyOrder,
      TBK_ID_SESION: created.sessionId,
    });
    const status = (await tx.status(created.token)) as Record<string, unknown>;
    expect(status.status).not.toBe('AUTHORIZED');
  });

  it('a form error posts all four fields', async () => {
    const created = await create();
    const back = await submitCardForm(created.url, created.token, 'formerror');
    expect(back.fields).toEqual({
      token_ws: created.token,
      TBK_TOKEN: created.token,
      TBK_ORDEN_COMPRA: created.buyOrder,
      TBK_ID_SESION: created.sessionId,
    });
  });

  it('an unknown card number re-shows the form with a Spanish error and changes nothing', async () => {
    const created = await create();
    const back = await submitCardForm(created.url, created.token, 'pay', '4111111111111111');
    expect(back.status).toBe(422);
    expect(back.html).toContain('Tarjeta no reconocida');
    expect(((await tx.status(created.token)) as Record<string, unknown>).status).toBe(
      'INITIALIZED',
    );
  });

  it('answers 401 to a wrong key pair, as Transbank does', async () => {
    const wrong = new WebpayPlus.Transaction(
      new Options(INTEGRATION_COMMERCE_CODE, 'not-the-key', sim.baseUrl),
    );
    await expect(wrong.create('X1', 'S1', 1000, RETURN)).rejects.toThrow(/401/);
    const raw = await fetch(`${sim.baseUrl}/rswebpaytransaction/api/webpay/v1.2/transactions`, {
      method: 'POST',
    });
    expect(raw.status).toBe(401);
  });

  it('commits exactly once under concurrent commits', async () => {
    const created = await create();
    await submitCardForm(created.url, created.token, 'pay', APPROVING_CARD);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => tx.commit(created.token)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refunds: partial nullifies, the rest reverses to zero balance, more is refused', async () => {
    const created = await create(10_000);
    await submitCardForm(created.url, created.token, 'pay', APPROVING_CARD);
    await tx.commit(created.token);
    const partial = (await tx.refund(created.token, 4_000)) as Record<string, unknown>;
    expect(partial).toMatchObject({
      type: 'NULLIFIED',
      nullified_amount: 4_000,
      balance: 6_000,
      response_code: 0,
    });
    await expect(tx.refund(created.token, 7_000)).rejects.toThrow(/422/);
    const rest = (await tx.refund(created.token, 6_000)) as Record<string, unknown>;
    expect(rest).toMatchObject({ type: 'NULLIFIED', balance: 0 });
    const full = await create(5_000);
    await submitCardForm(full.url, full.token, 'pay', APPROVING_CARD);
    await tx.commit(full.token);
    expect(await tx.refund(full.token, 5_000)).toEqual({ type: 'REVERSED' });
  });

  it('a token expires after its lifetime: the form returns as a timeout', async () => {
    const shortSim = await startSimServer({ tokenTtlMs: 50 });
    try {
      const short = new WebpayPlus.Transaction(
        new Options(INTEGRATION_COMMERCE_CODE, INTEGRATION_API_KEY, shortSim.baseUrl),
      );
      const created = (await short.create('EXP-1', 'S-EXP', 1000, RETURN)) as {
        token: string;
        url: string;
      };
      await new Promise((r) => setTimeout(r, 80));
      await expect(short.commit(created.token)).rejects.toThrow(/422/);
      const back = await submitCardForm(created.url, created.token, 'pay', APPROVING_CARD);
      expect(back.fields).toEqual({ TBK_ORDEN_COMPRA: 'EXP-1', TBK_ID_SESION: 'S-EXP' });
    } finally {
      await shortSim.close();
    }
  }, 120_000);

  it('keeps state in the database: a second instance on the same data commits', async () => {
    const created = await create();
    await submitCardForm(created.url, created.token, 'pay', APPROVING_CARD);
    const other = await import('fastify').then((m) => m.default());
    const { webpaySimPlugin } = await import('./plugin.ts');
    await other.register(webpaySimPlugin, { prefix: '/webpay-sim', db: sim.db });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const second = new WebpayPlus.Transaction(
        new Options(
          INTEGRATION_COMMERCE_CODE,
          INTEGRATION_API_KEY,
          `http://127.0.0.1:${portOf(other)}/webpay-sim`,
        ),
      );
      expect(((await second.commit(created.token)) as Record<string, unknown>).status).toBe(
        'AUTHORIZED',
      );
    } finally {
      await other.close();
    }
  });
});
