/**
 * `pnpm bench:api`: drives the main list calls and login with autocannon on loopback, for a fixed
 * time each, against the configured database (DATABASE_URL, else PGlite in DATA_DIR), and prints
 * requests per second and latency percentiles per call. Load the large set first with
 * `pnpm --filter @academias/server seed:large`. A script that prints figures, not a test.
 *
 * BENCH_PORT (default 8100), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { openDatabase, rows } from '../src/db/client.ts';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/db/seed/demo-people.ts';
import { findUserByUsername, startSession } from '../src/modules/auth/repository.ts';
import { encodeCursor } from '../src/db/list-helpers.ts';

const env = loadEnv();
const port = Number(process.env.BENCH_PORT ?? 8100);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
const app = await buildApp({ env: { ...env, JOBS: false, LOG_LEVEL: 'warn' }, database, logger: false });
await app.listen({ port, host: '127.0.0.1' });

const tokenOf = async (username: string) => {
  const user = await findUserByUsername(database.db, username);
  if (!user) throw new Error(`Falta el usuario ${username}: corre seed:large primero`);
  return (await startSession(database.db, app.jwtSecret, user)).token;
};
const admin = await tokenOf('admin');
const teacher = await tokenOf('profesor');
const [mid] = await rows<{ id: number }>(
  database.db,
  sql`select id from users where type >= 2 order by id offset (select count(*) / 2 from users where type >= 2) limit 1`,
);
const [counts] = await rows<{ students: number; charges: number }>(
  database.db,
  sql`select (select count(*) from users where type >= 2)::int as students, (select count(*) from charges)::int as charges`,
);
const deepPage = Math.max(1, Math.floor((counts?.students ?? 0) / 2 / 25));

const calls: { name: string; path: string; token?: string; method?: 'POST'; body?: string }[] = [
  { name: 'students (página 1)', path: '/api/v1/students', token: admin },
  { name: 'students keyset en la mitad', path: `/api/v1/students?sort=id&cursor=${encodeCursor([mid?.id ?? 1])}`, token: admin },
  { name: `students offset página ${deepPage}`, path: `/api/v1/students?sort=id&page=${deepPage}`, token: admin },
  { name: 'students búsqueda', path: '/api/v1/students?search=gonz', token: admin },
  { name: 'getCharges admin abiertos', path: '/api/v1/getCharges?open=true', token: admin },
  { name: 'getCharges profesor', path: '/api/v1/getCharges', token: teacher },
  { name: 'plans', path: '/api/v1/plans', token: admin },
  { name: 'academies', path: '/api/v1/academies', token: admin },
  {
    name: 'auth/login (argon2id)',
    path: '/api/auth/login',
    method: 'POST',
    body: JSON.stringify({ username: 'alumno', password: DEMO_PASSWORD }),
  },
];

console.log(`\nBase: ${database.kind}, ${counts?.students} personas, ${counts?.charges} cobros; ${seconds} s por llamada, ${connections} conexiones\n`);
console.log('llamada'.padEnd(34), 'req/s'.padStart(8), 'p50'.padStart(7), 'p90'.padStart(7), 'p97.5'.padStart(7), 'p99'.padStart(7), 'errores'.padStart(8));
for (const call of calls) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${call.path}`,
    method: call.method ?? 'GET',
    body: call.body,
    connections,
    duration: seconds,
    headers: {
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  const errors = result.errors + result.non2xx;
  console.log(
    call.name.padEnd(34),
    result.requests.average.toFixed(0).padStart(8),
    `${result.latency.p50}`.padStart(7),
    `${result.latency.p90}`.padStart(7),
    `${result.latency.p97_5}`.padStart(7),
    `${result.latency.p99}`.padStart(7),
    `${errors}`.padStart(8),
  );
}
console.log('\nLatencias en ms. autocannon no entrega p95: se muestran p90 y p97.5.');
await app.close();
await database.close();
