import { sql } from 'drizzle-orm';
import { charges } from '../../db/schema/charges.ts';
import { fetchAs, type HttpApi, jsonOf } from '../../test/http-call.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';
import { submitInscriptionForm } from '../../webpay-sim/oneclick-browser.ts';
import { modules } from '../index.ts';
import { autopayModule, createAutopayModule } from './module.ts';
import { createOneclickProvider, type OneclickProvider } from './provider/oneclick-provider.ts';

/** Faults a test switches on: the process "dies" right before or right after Transbank authorizes. */
export interface Faults {
  crashBeforeAuthorize: boolean;
  crashAfterAuthorize: boolean;
}

export interface AutopayTestApp extends TestApp {
  origin: string;
  faults: Faults;
  /** Calls made to the real (simulated) Transbank, by operation. */
  calls: Record<string, number>;
  api: HttpApi;
  /** start -> inscription form with a card -> return route; the redirect's path and query. */
  enrol: (as: FixtureUser, payerId: number, wardIds: number[], card: string) => Promise<URL>;
  /** An open charge for a student in an academy, due on `dueDate`. */
  addCharge: (
    studentId: number,
    academyId: number,
    dueDate: string,
    amount: number,
  ) => Promise<number>;
  one: <T>(query: ReturnType<typeof sql>) => Promise<T>;
}

/**
 * The app on a loopback port of AUTOPAY's range, so transbank-sdk reaches the built-in simulator
 * over real HTTP; the Oneclick provider is wrapped to count calls and to simulate crashes.
 */
export const startAutopayApp = async (port: number): Promise<AutopayTestApp> => {
  const origin = `http://127.0.0.1:${port}`;
  const faults: Faults = { crashBeforeAuthorize: false, crashAfterAuthorize: false };
  const calls: Record<string, number> = {};
  const real = createOneclickProvider({
    environment: 'simulator',
    simulatorBaseUrl: () => `${origin}/webpay-sim`,
  });
  const count = (name: string) => {
    calls[name] = (calls[name] ?? 0) + 1;
  };
  const provider: OneclickProvider = {
    ...real,
    remove: async (...args) => (count('remove'), real.remove(...args)),
    status: async (...args) => (count('status'), real.status(...args)),
    authorize: async (...args) => {
      if (faults.crashBeforeAuthorize) throw new Error('socket hang up');
      count('authorize');
      const answer = await real.authorize(...args);
      if (faults.crashAfterAuthorize) throw new Error('socket hang up');
      return answer;
    },
  };
  const t = await createTestApp({
    modules: [...modules.filter((m) => m !== autopayModule), createAutopayModule({ provider })],
    env: { PUBLIC_URL: origin },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const send = fetchAs(origin, t.tokens);
  const api: HttpApi = async (...args) => jsonOf(await send(...args));
  const enrol: AutopayTestApp['enrol'] = async (as, payerId, wardIds, card) => {
    const started = await api(as, 'POST', '/api/v1/autopay/start', { payerId, wardIds });
    if (started.status !== 200)
      throw new Error(`start answered ${started.status}: ${JSON.stringify(started.json)}`);
    const back = await submitInscriptionForm(started.json.url, started.json.token, 'pay', card);
    if (!back.returnUrl) throw new Error(`simulator did not return: ${back.status}`);
    const returned = await fetch(back.returnUrl, {
      method: 'POST',
      body: new URLSearchParams(back.fields),
      redirect: 'manual',
    });
    return new URL(returned.headers.get('location') ?? '');
  };
  const addCharge: AutopayTestApp['addCharge'] = async (studentId, academyId, dueDate, amount) => {
    // One charge per enrolment and month: the enrolment follows the academy, the student is whoever pays.
    const { enrolmentA, enrolmentB } = t.fixture.enrolments;
    const enrolment = academyId === t.fixture.academies.academyA.id ? enrolmentA : enrolmentB;
    const [row] = await t.database.db
      .insert(charges)
      .values({
        enrolmentId: enrolment.id,
        studentId,
        planId: enrolment.planId,
        academyId,
        period: dueDate.slice(0, 7),
        description: `Mensualidad ${dueDate.slice(0, 7)}`,
        amount,
        dueDate,
      })
      .returning({ id: charges.id });
    return row!.id;
  };
  const one = async <T>(query: ReturnType<typeof sql>) => {
    const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows[0] as T;
  };
  return { ...t, origin, faults, calls, api, enrol, addCharge, one };
};
