import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { autopayEnrolments, autopayWards, webpaySimInscriptions } from '../../db/schema/autopay.ts';
import { seedFixture } from '../../test/fixture.ts';
import { submitInscriptionForm } from '../../webpay-sim/oneclick-browser.ts';
import { ONECLICK_API_KEY, ONECLICK_MALL_CODE } from '../../transbank/integration-codes.ts';
import { startSimServer } from '../../webpay-sim/sim-test-server.ts';
import { APPROVING_CARD } from '../../webpay-sim/test-cards.ts';
import type { AutopayContext } from './autopay-context.ts';
import { finishLostReturns } from './finish-enrolment.ts';
import { Oneclick, Options } from '../../transbank/sdk.ts';
import { open } from './secret-box.ts';
import { simulatorAutopayContext } from './test-support/simulator-context.ts';

/**
 * Issue 17, "exactly once" for enrolment: the server is killed (SIGKILL) right after Transbank
 * finished the inscription and the card was stored, before it was activated. The card is not an
 * orphan at Transbank: the `autopay.enrolments` job activates it with the tbk_user Transbank gave.
 */
const STARTUP_TIMEOUT_MS = 240_000;
const key = randomBytes(32);
const child = resolve(import.meta.dirname, 'enrolment-crash-child.ts');
const serverDir = resolve(import.meta.dirname, '../../..');
let dir: string;
let sim: Awaited<ReturnType<typeof startSimServer>>;
let token: string;
let enrolmentId: number;

const ctxOn = (db: AutopayContext['db']) => simulatorAutopayContext(db, sim.baseUrl, key);

beforeAll(async () => {
  sim = await startSimServer();
  const username = 'ap-enrol-crash';
  const inscription = new Oneclick.MallInscription(
    new Options(ONECLICK_MALL_CODE, ONECLICK_API_KEY, sim.baseUrl),
  );
  const started = (await inscription.start(
    username,
    'familia@correo.cl',
    'http://127.0.0.1:9643/api/v1/autopay/return',
  )) as { token: string; url_webpay: string };
  token = started.token;
  // The payer enrols the card on Transbank's form; the return reaches the server next.
  await submitInscriptionForm(started.url_webpay, token, 'pay', APPROVING_CARD);
  dir = mkdtempSync(join(tmpdir(), 'enrolment-crash-'));
  const database = await openPglite(dir);
  const fixture = await seedFixture(database.db);
  const [row] = await database.db
    .insert(autopayEnrolments)
    .values({
      payerId: fixture.users.guardian.id,
      username,
      email: 'familia@correo.cl',
      token,
      createdBy: fixture.users.guardian.id,
    })
    .returning({ id: autopayEnrolments.id });
  enrolmentId = row!.id;
  await database.db
    .insert(autopayWards)
    .values({ enrolmentId, studentId: fixture.users.studentA.id, active: false });
  await database.close();
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await sim?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('Oneclick enrolment after kill -9', () => {
  it('killed right after Transbank finished and the card was stored: the job activates that card, none is left orphaned', async () => {
    const exit = await new Promise<{ signal: NodeJS.Signals | null; stderr: string }>((done) => {
      const proc = spawn(
        process.execPath,
        ['--import', 'tsx', child, dir, sim.baseUrl, token, key.toString('hex'), 'stored'],
        { cwd: serverDir, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      proc.on('exit', (_code, signal) => done({ signal, stderr }));
    });
    expect(exit.signal, exit.stderr).toBe('SIGKILL');
    const database = await openPglite(dir);
    try {
      const [left] = await database.db
        .select()
        .from(autopayEnrolments)
        .where(eq(autopayEnrolments.id, enrolmentId));
      expect(left?.state).toBe('pendiente');
      expect(left?.tbkUserEnc).toBeTruthy();
      const ctx = ctxOn(database.db);
      expect(await finishLostReturns(ctx)).toBe(1);
      expect(await finishLostReturns(ctx)).toBe(0);
      const [active] = await database.db
        .select()
        .from(autopayEnrolments)
        .where(eq(autopayEnrolments.id, enrolmentId));
      expect(active).toMatchObject({ state: 'activa', token: null, cardLast4: '6623' });
      const wards = await database.db
        .select()
        .from(autopayWards)
        .where(eq(autopayWards.enrolmentId, enrolmentId));
      expect(wards.every((w) => w.active)).toBe(true);
      // Transbank holds exactly this card, finished and not deleted, and we know its tbk_user.
      const [atTransbank] = await sim.db
        .select()
        .from(webpaySimInscriptions)
        .where(eq(webpaySimInscriptions.token, token));
      expect(atTransbank).toMatchObject({ status: 'FINISHED', deleted: false });
      expect(open(key, active!.tbkUserEnc!)).toBe(atTransbank!.tbkUser);
    } finally {
      await database.close();
    }
  }, 300_000);
});
