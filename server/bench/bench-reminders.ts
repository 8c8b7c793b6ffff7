// Does a reminder run block the API? Seeds 5,000 payers whose charge is due today, then measures
// a list call (GET /api/v1/students) flat out before and while the run queues 5,000 reminders and
// the outbox worker (in the same process, as in production) delivers them to a loopback SMTP
// server. Prints p50/p95/p99 of both phases, the run's time and the delivery rate. Run with
//   pnpm --filter @academias/server bench:reminders        (PostgreSQL of DATABASE_URL, or local)
// BENCH_PAYERS (5000), BENCH_CONCURRENCY (4), BENCH_PORT (9728), BENCH_SMTP_PORT (9727),
// BENCH_MAX_SECONDS (no limit: the delivery phase ends when the outbox is empty).
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { selectRows } from '../src/db/db-handle.ts';
import { charges, enrolments, reminderSchedules, users } from '../src/db/schema/index.ts';
import { createSmtpTransport } from '../src/email/email-transport.ts';
import { createOutboxWorker } from '../src/email/outbox-worker.ts';
import { startTestSmtpServer } from '../src/email/test-support/test-smtp-server.ts';
import { startSession } from '../src/modules/auth/repository.ts';
import { santiagoDay } from '../src/modules/reminders/santiago-clock.ts';
import { monthlyCharge, seedFixture } from '../src/test/fixture.ts';
import { openTestDatabase } from '../src/test/test-db.ts';

const payers = Number(process.env.BENCH_PAYERS ?? 5000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const port = Number(process.env.BENCH_PORT ?? 9728);
const database = await openTestDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const fixture = await seedFixture(database.db);
const { day } = santiagoDay(new Date());

console.log(`sembrando ${payers} pagadores con un cobro que vence hoy (${day})…`);
for (let start = 0; start < payers; start += 1000) {
  const size = Math.min(1000, payers - start);
  const people = await database.db
    .insert(users)
    .values(
      Array.from({ length: size }, (_, i) => ({
        type: 2,
        username: `bench${start + i}`,
        firstName: 'Pagador',
        lastName: `Bench ${start + i}`,
        email: `bench${start + i}@correo.cl`,
      })),
    )
    .returning({ id: users.id });
  const enrolled = await database.db
    .insert(enrolments)
    .values(
      people.map((p) => ({
        studentId: p.id,
        planId: fixture.plans.planA.id,
        paymentDay: Number(day.slice(8, 10)),
        startDate: '2026-01-01',
      })),
    )
    .returning();
  const { academyA } = fixture.academies;
  await database.db
    .insert(charges)
    .values(
      enrolled.map((e) =>
        monthlyCharge(e, academyA.id, day.slice(0, 7), 30_000, Number(day.slice(8, 10))),
      ),
    );
}
await database.db.insert(reminderSchedules).values({
  academyId: fixture.academies.academyA.id,
  enabled: true,
  daysBefore: 0,
  onDueDate: true,
  everyDaysAfter: 0,
  maxTimes: 3,
  sendHour: 0,
});

const smtp = await startTestSmtpServer(Number(process.env.BENCH_SMTP_PORT ?? 9727));
const app = await buildApp({
  database,
  logger: false,
  env: { JOBS: false, PUBLIC_URL: `http://localhost:${port}`, PORT: port },
});
await app.listen({ port, host: '127.0.0.1' });
const admin = fixture.users.admin;
const signIn = async () =>
  (
    await startSession(database.db, app.jwtSecret, {
      id: admin.id,
      type: admin.type,
      username: admin.username,
      name: 'Admin',
      passwordHash: admin.passwordHash,
      active: true,
    })
  ).token;
const headers = { authorization: `Bearer ${await signIn()}` };
// Access tokens are short-lived; a long delivery phase outlives one.
const renew = setInterval(
  () => void signIn().then((token) => (headers.authorization = `Bearer ${token}`)),
  60_000,
);
const base = `http://127.0.0.1:${port}`;

/** Calls the list flat out with `concurrency` clients until `until()` is true; latencies in ms. */
const hammer = async (until: () => boolean, latencies: number[] = []) => {
  const client = async () => {
    while (!until()) {
      const t = performance.now();
      const response = await fetch(`${base}/api/v1/students?page=1&pageSize=25`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`lista respondió ${response.status}`);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return latencies;
};

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const describe = (label: string, values: number[], seconds: number) =>
  console.log(
    `${label}: ${values.length} llamadas en ${seconds.toFixed(1)} s (${(values.length / seconds).toFixed(0)}/s); ` +
      `p50 ${pct(values, 50).toFixed(1)} ms, p95 ${pct(values, 95).toFixed(1)} ms, p99 ${pct(values, 99).toFixed(1)} ms, máx ${pct(values, 100).toFixed(1)} ms`,
  );

let t0 = performance.now();
const baseline = await hammer(() => performance.now() - t0 > 10_000);
describe('sin envío', baseline, (performance.now() - t0) / 1000);

const pending = async () =>
  (
    await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from email_outbox where state = 'pendiente'`,
    )
  )[0]?.n ?? 0;
const worker = createOutboxWorker({
  db: database.db,
  transport: createSmtpTransport(smtp.url),
  ratePerSecond: 10_000,
  maxAttempts: 3,
  pollMs: 50,
  batchSize: 50,
  from: 'Academias <no-responder@academias.local>',
  publicUrl: base,
  unsubscribeSecret: 'bench-secret-bench-secret-bench',
});
let done = false;
t0 = performance.now();
const duringLatencies: number[] = [];
const during = hammer(() => done, duringLatencies);
const runStarted = performance.now();
const run = await fetch(`${base}/api/v1/reminders/run`, { method: 'POST', headers });
const runMs = performance.now() - runStarted;
console.log(
  `POST /api/v1/reminders/run: ${run.status} ${await run.text()} en ${(runMs / 1000).toFixed(1)} s`,
);
worker.start();
// BENCH_MAX_SECONDS ends the delivery phase early on a slow machine (what is left stays queued).
const maxSeconds = Number(process.env.BENCH_MAX_SECONDS ?? Infinity);
for (
  let tick = 0;
  (await pending()) > 0 && (performance.now() - t0) / 1000 < maxSeconds;
  tick += 1
) {
  if (tick % 50 === 0)
    describe(
      `  quedan ${await pending()} por entregar; lista hasta ahora`,
      duringLatencies,
      (performance.now() - t0) / 1000,
    );
  await new Promise((r) => setTimeout(r, 200));
}
done = true;
const elapsed = (performance.now() - t0) / 1000;
describe('durante la ejecución y la entrega', await during, elapsed);
console.log(
  `entregados ${smtp.received.length} (distintos ${new Set(smtp.received.map((m) => m.to)).size}) en ${elapsed.toFixed(1)} s`,
);
await worker.stop();
clearInterval(renew);
await app.close();
await smtp.close();
await database.close();
