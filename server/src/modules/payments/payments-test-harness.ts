import { modules } from '../index.ts';
import { fetchAs, type HttpApi, jsonOf } from '../../test/http-call.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMonthlyCharges } from '../../test/fixture.ts';
import { signLookupToken } from '../portal/lookup-token.ts';
import { submitCardForm, type CardAction } from '../../webpay-sim/sim-browser.ts';
import { APPROVING_CARD } from '../../webpay-sim/test-cards.ts';
import { createPaymentsModule, paymentsModule, type PaymentsModuleOptions } from './module.ts';

const withLookupToken = (secret: Uint8Array, path: string, body: unknown): unknown => {
  if (
    path !== '/api/v1/webpay/create' ||
    typeof body !== 'object' ||
    body === null ||
    'lookupToken' in body
  )
    return body;
  const userId = (body as { userId?: unknown }).userId;
  if (!Number.isInteger(userId)) return body;
  return {
    ...body,
    lookupToken: signLookupToken(secret, { payerId: userId as number, people: [userId as number] }),
  };
};

export interface PaymentsTestApp extends TestApp {
  origin: string;
  /** A JSON call over real HTTP as a fixture user (or anonymous). */
  api: HttpApi;
  /** Open charges added to the fixture: three for student A (2026-03..05), one for student B. */
  extra: { a3: number; a4: number; a5: number; b3: number };
  /** create -> card page -> return route -> the fields the result page gets in its query string. */
  payAtSimulator: (
    token: string,
    url: string,
    action: CardAction,
    card?: string,
  ) => Promise<Record<string, string>>;
  /** `userId` pays `chargeIds` in the portal with the approving card: the token and the commit. */
  payByCard: (
    userId: number,
    chargeIds: number[],
  ) => Promise<{ token: string; committed: Awaited<ReturnType<HttpApi>> }>;
}

/**
 * The app (with the payments module configured for tests) on a loopback port of this area's range,
 * so transbank-sdk reaches the built-in simulator over real HTTP.
 */
export const startPaymentsApp = async (
  port: number,
  {
    simulatorTokenTtlMs,
    ...options
  }: PaymentsModuleOptions & { simulatorTokenTtlMs?: number } = {},
): Promise<PaymentsTestApp> => {
  const paymentsForTest = createPaymentsModule(options);
  const origin = `http://127.0.0.1:${port}`;
  // The public origin decides where Webpay returns (never the Host header): this loopback address.
  const t = await createTestApp({
    env: { PUBLIC_URL: origin },
    simulators: { webpayTokenTtlMs: simulatorTokenTtlMs },
    modules: [...modules.filter((m) => m !== paymentsModule), paymentsForTest],
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const [a3, a4, a5, b3] = await addMonthlyCharges(t.database.db, t.fixture, [
    ['A', '2026-03', 30_000],
    ['A', '2026-04', 31_000],
    ['A', '2026-05', 32_000],
    ['B', '2026-03', 25_000],
  ]);
  const fetchAsUser = fetchAs(origin, t.tokens);
  const api: HttpApi = async (as, method, path, rawBody) => {
    // Tests about paying, not about the lookup, get a valid lookup token for the person they pay for
    // (lookup-holds.test.ts covers the token itself).
    const body = withLookupToken(t.app.jwtSecret, path, rawBody);
    const send = () => fetchAsUser(as, method, path, body);
    // A keep-alive socket to an app instance a test closed fails once; the retry opens a new one.
    return jsonOf(await send().catch(() => send()));
  };
  const payAtSimulator: PaymentsTestApp['payAtSimulator'] = async (token, url, action, card) => {
    const back = await submitCardForm(url, token, action, card);
    if (!back.returnUrl) throw new Error(`simulator did not return: ${back.status}`);
    const returned = await fetch(back.returnUrl, {
      method: 'POST',
      body: new URLSearchParams(back.fields),
      redirect: 'manual',
    });
    const location = returned.headers.get('location');
    if (returned.status !== 303 || !location)
      throw new Error(`return route answered ${returned.status}`);
    return Object.fromEntries(new URL(location).searchParams);
  };
  const payByCard: PaymentsTestApp['payByCard'] = async (userId, chargeIds) => {
    const created = await api(null, 'POST', '/api/v1/webpay/create', {
      userId,
      returnUrl: `${origin}/client/payments/result`,
      selectedPayments: chargeIds,
    });
    if (created.status !== 200)
      throw new Error(`create answered ${created.status}: ${JSON.stringify(created.json)}`);
    const { token, url } = created.json as { token: string; url: string };
    const fields = await payAtSimulator(token, url, 'pay', APPROVING_CARD);
    return { token, committed: await api(null, 'POST', '/api/v1/webpay/commit', fields) };
  };
  const extra = { a3: a3!, a4: a4!, a5: a5!, b3: b3! };
  return { ...t, origin, api, extra, payAtSimulator, payByCard };
};
