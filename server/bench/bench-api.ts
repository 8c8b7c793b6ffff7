/**
 * `pnpm bench:api`: loads the large set (100,000 students, ~2,000,000 charges, their payments) when
 * it is missing, then drives the main list, report and login calls with autocannon on loopback for
 * a fixed time each and prints requests per second and latency percentiles per call. A script that
 * prints figures, not a test.
 *
 * Databases (BENCH_TARGETS, comma separated, in order):
 * - `postgres`: the server of DATABASE_URL (the default target when DATABASE_URL is set);
 * - `pglite`: PGlite in DATA_DIR (default `.data/`; use a folder of your own, it grows to ~2 GB).
 * On PostgreSQL each call is offered the rate of its target (lists 1,000 req/s, reports 200 req/s);
 * on PGlite (one connection, queries serialised) calls run flat out, since its target is throughput.
 *
 * BENCH_PORT (default 8100), BENCH_SECONDS (default 10), BENCH_CALLS (names containing any of these
 * comma-separated words), BENCH_RATE_SCALE (multiplies the offered rates, e.g. 0 for flat out).
 */
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { type Database, openDatabase, rows } from '../src/db/client.ts';
import { seedDemoIfEmpty } from '../src/db/seed/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-people.ts';
import { seedLarge, seedLargePayments } from '../src/db/seed/seed-large.ts';
import { encodeCursor } from '../src/db/list-helpers.ts';
import { findUserByUsername, startSession } from '../src/modules/auth/repository.ts';
import { addMonths, localToday, monthOf } from '../src/modules/reports/report-dates.ts';

const env = loadEnv();
const port = Number(process.env.BENCH_PORT ?? 8100);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rateScale = Number(process.env.BENCH_RATE_SCALE ?? 1);
const only = process.env.BENCH_CALLS?.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
const targets = (process.env.BENCH_TARGETS ?? (env.DATABASE_URL ? 'postgres' : 'pglite')).split(',').map((t) => t.trim());

interface Call {
  name: string;
  kind: 'lista' | 'reporte' | 'login';
  path: string;
  token?: string;
  method?: 'POST';
  body?: string;
}

/** Offered rate and connections per kind of call on PostgreSQL (the targets). */
const load = {
  lista: { rate: 1000, connections: 64 },
  reporte: { rate: 200, connections: 32 },
  login: { rate: 0, connections: 8 },
} as const;

const ensureLargeSet = async (database: Database) => {
  const [loaded] = await rows<{ n: number; payments: number }>(
    database.db,
    sql`select (select count(*) from users where username like 'bench%')::int as n,
      (select count(*) from payments where buy_order like 'BR%')::int as payments`,
  );
  if ((loaded?.n ?? 0) > 0 && (loaded?.payments ?? 0) > 0) return;
  const started = Date.now();
  console.log(`Cargando el conjunto grande en ${database.kind} (varios minutos)...`);
  await seedDemoIfEmpty(database.db);
  if ((loaded?.n ?? 0) === 0) await seedLarge(database.db);
  else await seedLargePayments(database.db);
  console.log(`Cargado en ${((Date.now() - started) / 1000).toFixed(0)} s.`);
};

const benchOne = async (target: string) => {
  const database =
    target === 'postgres'
      ? await openDatabase({ databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/academias_bench' })
      : await openDatabase({ dataDir: resolve(env.DATA_DIR) });
  await ensureLargeSet(database);
  await database.db.execute(sql`analyze`);
  const app = await buildApp({ env: { ...env, JOBS: false, LOG_LEVEL: 'warn' }, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const tokenOf = async (username: string) => {
      const user = await findUserByUsername(database.db, username);
      if (!user) throw new Error(`Falta el usuario ${username}`);
      return (await startSession(database.db, app.jwtSecret, user)).token;
    };
    const admin = await tokenOf('admin');
    const teacher = await tokenOf('profesor');
    const [mid] = await rows<{ id: number }>(
      database.db,
      sql`select id from users where type >= 2 order by id offset (select count(*) / 2 from users where type >= 2) limit 1`,
    );
    const [someone] = await rows<{ id: number }>(database.db, sql`select student_id as id from charges order by id desc limit 1`);
    const [counts] = await rows<{ students: number; charges: number; payments: number }>(
      database.db,
      sql`select (select count(*) from users where type >= 2)::int as students, (select count(*) from charges)::int as charges,
        (select count(*) from payments where state = 'autorizada')::int as payments`,
    );
    const deepPage = Math.max(1, Math.floor((counts?.students ?? 0) / 2 / 25));
    const today = localToday();
    const month = monthOf(today);
    const yearAgo = addMonths(month, -11);

    const allCalls: Call[] = [
      { name: 'students (página 1)', kind: 'lista', path: '/api/v1/students', token: admin },
      { name: 'students keyset en la mitad', kind: 'lista', path: `/api/v1/students?sort=id&cursor=${encodeCursor([mid?.id ?? 1])}`, token: admin },
      { name: `students offset página ${deepPage}`, kind: 'lista', path: `/api/v1/students?sort=id&page=${deepPage}`, token: admin },
      { name: 'students búsqueda', kind: 'lista', path: '/api/v1/students?search=gonz', token: admin },
      { name: 'getCharges admin abiertos', kind: 'lista', path: '/api/v1/getCharges?open=true', token: admin },
      { name: 'getCharges profesor', kind: 'lista', path: '/api/v1/getCharges', token: teacher },
      { name: 'plans', kind: 'lista', path: '/api/v1/plans', token: admin },
      { name: 'academies', kind: 'lista', path: '/api/v1/academies', token: admin },
      { name: 'getDashboard', kind: 'reporte', path: '/api/v1/getDashboard', token: admin },
      { name: 'getDashboardType profesor', kind: 'reporte', path: '/api/v1/getDashboardType', method: 'POST', body: '{}', token: teacher },
      { name: 'getAcademiesReport 12 meses', kind: 'reporte', path: `/api/v1/getAcademiesReport?from=${yearAgo}&to=${month}`, token: admin },
      { name: 'getDataReportAcademies 12 meses', kind: 'reporte', path: `/api/v1/getDataReportAcademies?from=${yearAgo}&to=${month}`, token: admin },
      { name: 'getAcademiesReportByAcademyId 12m', kind: 'reporte', path: `/api/v1/getAcademiesReportByAcademyId/1?from=${yearAgo}&to=${month}`, token: admin },
      { name: 'getReportTransbank 1 mes', kind: 'reporte', path: `/api/v1/getReportTransbank?startDate=${month}-01&endDate=${today}`, token: admin },
      { name: 'getReportTransbank 12 meses', kind: 'reporte', path: `/api/v1/getReportTransbank?startDate=${yearAgo}-01&endDate=${today}`, token: admin },
      { name: 'getReportUsers 1 mes', kind: 'reporte', path: `/api/v1/getReportUsers?startDate=${month}-01&endDate=${today}&sort=balance&order=desc`, token: admin },
      {
        name: 'getReportByIdUser 12 meses',
        kind: 'reporte',
        path: `/api/v1/getReportByIdUser/${someone?.id ?? 1}`,
        method: 'POST',
        body: JSON.stringify({ startDate: `${yearAgo}-01`, endDate: today }),
        token: admin,
      },
      {
        name: 'auth/login (argon2id)',
        kind: 'login',
        path: '/api/auth/login',
        method: 'POST',
        body: JSON.stringify({ username: 'alumno', password: DEMO_PASSWORD }),
      },
    ];
    const calls = allCalls.filter((c) => !only || only.some((w) => c.name.toLowerCase().includes(w)));

    const paced = database.kind === 'postgres';
    console.log(
      `\nBase: ${database.kind}, ${counts?.students} personas, ${counts?.charges} cobros, ${counts?.payments} pagos aprobados; ` +
        `${seconds} s por llamada; ${paced ? 'tasa ofrecida por llamada' : 'sin tope de tasa (10 conexiones)'}; ${cpus().length} núcleos\n`,
    );
    console.log(
      'llamada'.padEnd(36),
      'ofrecido'.padStart(8),
      'req/s'.padStart(7),
      'p50'.padStart(6),
      'p90'.padStart(6),
      'p97.5'.padStart(6),
      'p99'.padStart(6),
      'errores'.padStart(8),
      'carga'.padStart(6),
    );
    for (const call of calls) {
      const shape = load[call.kind];
      const rate = paced ? Math.round(shape.rate * rateScale) : 0;
      // Warm the path (plans, caches) before measuring.
      await autocannon({ url: `http://127.0.0.1:${port}${call.path}`, method: call.method ?? 'GET', body: call.body, connections: 2, amount: 20, headers: headersOf(call) });
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${call.path}`,
        method: call.method ?? 'GET',
        body: call.body,
        connections: paced ? shape.connections : Math.min(shape.connections, 10),
        ...(rate > 0 ? { overallRate: rate } : {}),
        duration: seconds,
        headers: headersOf(call),
      });
      // Requests still queued at the server (a call slower than its offered rate) must not be
      // charged to the next call: wait until a database round trip answers again.
      await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      const errors = result.errors + result.timeouts + result.non2xx;
      console.log(
        call.name.padEnd(36),
        (rate > 0 ? String(rate) : '-').padStart(8),
        result.requests.average.toFixed(0).padStart(7),
        `${result.latency.p50}`.padStart(6),
        `${result.latency.p90}`.padStart(6),
        `${result.latency.p97_5}`.padStart(6),
        `${result.latency.p99}`.padStart(6),
        `${errors}`.padStart(8),
        loadavg()[0]!.toFixed(2).padStart(6),
      );
    }
    console.log('\nLatencias en ms. autocannon no entrega p95: se muestran p90 y p97.5. "carga": uptime (1 min) al terminar la llamada.');
  } finally {
    await app.close();
    await database.close();
  }
};

const headersOf = (call: Call) => ({
  ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
  ...(call.body ? { 'content-type': 'application/json' } : {}),
});

for (const target of targets) await benchOne(target);
