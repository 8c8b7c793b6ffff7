import { charges } from '../../db/schema/charges.ts';
import { modules } from '../index.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';
import type { Fixture } from '../../test/fixture.ts';
import { signLookupToken } from '../portal/lookup-token.ts';
import { submitCardForm, type CardAction } from '../../webpay-sim/sim-browser.ts';
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

/** A pending monthly charge of a fixture enrolment, due on the 5th of its month. */
export const monthlyCharge = (
  e: Fixture['enrolments']['enrolmentA'],
  academyId: number,
  period: string,
  amount: number,
) => ({
  enrolmentId: e.id,
  studentId: e.studentId,
  planId: e.planId,
  academyId,
  period,
  description: `Mensualidad ${period}`,
  amount,
  dueDate: `${period}-05`,
});

export interface PaymentsTestApp extends TestApp {
  origin: string;
  /** A JSON call over real HTTP as a fixture user (or anonymous). */
  api: (
    as: FixtureUser | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; json: any }>;
  /** Open charges added to the fixture: three for student A (2026-03..05), one for student B. */
  extra: { a3: number; a4: number; a5: number; b3: number };
  /** create -> card page -> return route -> the fields the result page gets in its query string. */
  payAtSimulator: (
    token: string,
    url: string,
    action: CardAction,
    card?: string,
  ) => Promise<Record<string, string>>;
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
  const { enrolmentA, enrolmentB } = t.fixture.enrolments;
  const { academyA, academyB } = t.fixture.academies;
  const row = monthlyCharge;
  const inserted = await t.database.db
    .insert(charges)
    .values([
      row(enrolmentA, academyA.id, '2026-03', 30_000),
      row(enrolmentA, academyA.id, '2026-04', 31_000),
      row(enrolmentA, academyA.id, '2026-05', 32_000),
      row(enrolmentB, academyB.id, '2026-03', 25_000),
    ])
    .returning({ id: charges.id });
  const [a3, a4, a5, b3] = inserted.map((r) => r.id);
  const api: PaymentsTestApp['api'] = async (as, method, path, rawBody) => {
    // Tests about paying, not about the lookup, get a valid lookup token for the person they pay for
    // (lookup-holds.test.ts covers the token itself).
    const body = withLookupToken(t.app.jwtSecret, path, rawBody);
    const send = () =>
      fetch(`${origin}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(as ? { authorization: `Bearer ${t.tokens[as]}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // A keep-alive socket to an app instance a test closed fails once; the retry opens a new one.
    const response = await send().catch(() => send());
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
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
  return { ...t, origin, api, extra: { a3: a3!, a4: a4!, a5: a5!, b3: b3! }, payAtSimulator };
};
