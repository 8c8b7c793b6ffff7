import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { autopayCommerceCodes, autopayEnrolments, autopayWards } from '../../db/schema/autopay.ts';
import { charges } from '../../db/schema/charges.ts';
import { seedFixture } from '../../test/fixture.ts';
import { submitInscriptionForm } from '../../webpay-sim/oneclick-browser.ts';
import {
  ONECLICK_API_KEY,
  ONECLICK_CHILD_CODES,
  ONECLICK_MALL_CODE,
} from '../../transbank/integration-codes.ts';
import { startSimServer } from '../../webpay-sim/sim-test-server.ts';
import { APPROVING_CARD } from '../../webpay-sim/test-cards.ts';
import { runAutopay } from './charge-run.ts';
import { Oneclick, Options } from '../../transbank/sdk.ts';
import { seal } from './secret-box.ts';
import { simulatorAutopayContext } from './test-support/simulator-context.ts';

/**
 * kill -9 at each step of a charging run (docs/autopay.md "Exactly once"): a child process runs
 * the job on a PGlite folder and is SIGKILLed right after the attempt is written, right after
 * Transbank authorized, and between the approvals of two children; the next run in a new process
 * then settles it. Each time every charge ends paid exactly once, and Transbank holds exactly one
 * authorization for it (nothing refunded, nothing charged twice).
 */
const STARTUP_TIMEOUT_MS = 240_000;
const [, CHILD2 = ''] = ONECLICK_CHILD_CODES;
const key = randomBytes(32);
const child = resolve(import.meta.dirname, 'autopay-crash-child.ts');
const serverDir = resolve(import.meta.dirname, '../../..');
let dir: string;
let sim: Awaited<ReturnType<typeof startSimServer>>;
let ids: {
  studentA: number;
  enrolmentA: number;
  enrolmentB: number;
  planA: number;
  planB: number;
  academyA: number;
  academyB: number;
};

const runChild = (step: string, now: string) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((done) => {
    // node itself (not the tsx CLI, which would run it in a grandchild): the signal is this process's.
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', child, dir, sim.baseUrl, step, key.toString('hex'), now],
      {
        cwd: serverDir,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.on('exit', (code, signal) => done({ code, signal, stderr }));
  });

const simAuthorizations = async (childBuyOrders: string[]) => {
  const rows = (await sim.db.execute(
    sql`select d->>'buy_order' as buy_order, d->>'status' as status, (d->>'balance')::int as balance, (d->>'amount')::int as amount
        from webpay_sim_mall_transactions m cross join jsonb_array_elements(m.details) d`,
  )) as unknown as {
    rows: { buy_order: string; status: string; balance: number; amount: number }[];
  };
  return rows.rows.filter((r) => childBuyOrders.includes(r.buy_order));
};

const simTransactions = async () => {
  const rows = (await sim.db.execute(
    sql`select count(*)::int as n from webpay_sim_mall_transactions`,
  )) as unknown as { rows: { n: number }[] };
  return rows.rows[0]?.n ?? 0;
};

beforeAll(async () => {
  sim = await startSimServer();
  const options = new Options(ONECLICK_MALL_CODE, ONECLICK_API_KEY, sim.baseUrl);
  const inscription = new Oneclick.MallInscription(options);
  const username = 'ap-crash';
  const started = (await inscription.start(
    username,
    'crash@correo.cl',
    'http://127.0.0.1:9631/return',
  )) as { token: string; url_webpay: string };
  await submitInscriptionForm(started.url_webpay, started.token, 'pay', APPROVING_CARD);
  const finished = (await inscription.finish(started.token)) as { tbk_user: string };

  dir = mkdtempSync(join(tmpdir(), 'autopay-crash-'));
  const database = await openPglite(dir);
  const fixture = await seedFixture(database.db);
  const { enrolmentA, enrolmentB } = fixture.enrolments;
  ids = {
    studentA: fixture.users.studentA.id,
    enrolmentA: enrolmentA.id,
    enrolmentB: enrolmentB.id,
    planA: enrolmentA.planId,
    planB: enrolmentB.planId,
    academyA: fixture.academies.academyA.id,
    academyB: fixture.academies.academyB.id,
  };
  const [enrolment] = await database.db
    .insert(autopayEnrolments)
    .values({
      payerId: fixture.users.guardian.id,
      username,
      email: 'crash@correo.cl',
      state: 'activa',
      tbkUserEnc: seal(key, finished.tbk_user),
      cardType: 'Visa',
      cardLast4: '6623',
      activeFrom: '2026-06-01',
    })
    .returning({ id: autopayEnrolments.id });
  await database.db
    .insert(autopayWards)
    .values({ enrolmentId: enrolment!.id, studentId: ids.studentA });
  await database.db
    .insert(autopayCommerceCodes)
    .values({ academyId: ids.academyB, commerceCode: CHILD2 });
  await database.close();
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await sim?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Two charges of student A due that day, one per academy: one mall transaction with two children. */
const addCharges = async (db: Awaited<ReturnType<typeof openPglite>>['db'], period: string) => {
  const row = (enrolmentId: number, planId: number, academyId: number, amount: number) => ({
    enrolmentId,
    studentId: ids.studentA,
    planId,
    academyId,
    period,
    description: `Mensualidad ${period}`,
    amount,
    dueDate: `${period}-05`,
  });
  const inserted = await db
    .insert(charges)
    .values([
      row(ids.enrolmentA, ids.planA, ids.academyA, 30_000),
      row(ids.enrolmentB, ids.planB, ids.academyB, 12_000),
    ])
    .returning({ id: charges.id });
  return inserted.map((r) => r.id);
};

describe('autopay survives kill -9 at each step', () => {
  const steps = [
    ['intento-guardado', '2026-06'],
    ['autorizado', '2026-07'],
    ['primer-pago-aprobado', '2026-08'],
  ] as const;
  for (const [step, period] of steps) {
    it(
      `killed at '${step}': the next run pays each charge once, with one authorization at Transbank`,
      async () => {
        const before = await openPglite(dir);
        const chargeIds = await addCharges(before.db, period);
        await before.close();

        const mallsBefore = await simTransactions();
        const now = `${period}-05T15:00:00Z`;
        const killed = await runChild(step, now);
        expect(killed.signal, `exit ${killed.code}: ${killed.stderr}`).toBe('SIGKILL');

        const after = await openPglite(dir);
        try {
          const ctx = simulatorAutopayContext(after.db, sim.baseUrl, key, () => undefined);
          await runAutopay(ctx, { now: new Date(now), staleMs: 0 });
          expect(await runAutopay(ctx, { now: new Date(now), staleMs: 0 })).toMatchObject({
            charged: 0,
            failed: 0,
            reconciled: 0,
          });
          const result = (await after.db.execute(
            sql`select c.id, c.state, count(p.id) filter (where p.state = 'autorizada')::int as approved,
                array_agg(p.buy_order) filter (where p.state = 'autorizada') as orders,
                (select count(*)::int from email_sends s join payment_items pi on pi.payment_id = s.payment_id where pi.charge_id = c.id) as emails
              from charges c left join payment_items i on i.charge_id = c.id left join payments p on p.id = i.payment_id
              where c.id in (${sql.join(
                chargeIds.map((id) => sql`${id}`),
                sql`, `,
              )}) group by c.id order by c.id`,
          )) as unknown as {
            rows: { state: string; approved: number; orders: string[]; emails: number }[];
          };
          for (const row of result.rows)
            expect(row).toMatchObject({ state: 'pagado', approved: 1, emails: 1 });
          const orders = result.rows.flatMap((r) => r.orders);
          const authorizations = await simAuthorizations(orders);
          expect(authorizations).toHaveLength(2);
          expect(await simTransactions()).toBe(mallsBefore + 1);
          for (const a of authorizations)
            expect(a).toMatchObject({ status: 'AUTHORIZED', balance: a.amount });
        } finally {
          await after.close();
        }
      },
      STARTUP_TIMEOUT_MS,
    );
  }
});
