/**
 * `pnpm --filter @academias/server bench:cpu` : CPU time per request of a few list calls, split into
 * the server's processes, the PostgreSQL backends of its database and this load generator, from
 * /proc utime + stime before and after a fixed number of requests. Wall time and req/s depend on
 * what else the shared cores run; CPU per request does much less. A script that prints figures.
 *
 * Needs DATABASE_URL with the large set loaded (bench:api loads it). Logs in over HTTP as the
 * demo admin and teacher (the server writes their sessions, as any login does).
 * BENCH_PORT (default 8101), BENCH_WORKERS (default 2), BENCH_REQUESTS per call (default 4000),
 * BENCH_CALLS (names containing any of these comma-separated words), BENCH_PROF=dir (the server
 * runs with --cpu-prof into dir; read it with bench/cpu-profile-top.ts), BENCH_ROUNDS (default 2:
 * every call measured in turn, that many times), BENCH_MAIN (another checkout's src/main.ts),
 * BENCH_BEFORE (another checkout's src/main.ts, started beside BENCH_MAIN's on BENCH_PORT + 1: each
 * call is measured on one, then at once on the other, so a loaded machine weighs on both alike),
 * BENCH_BEFORE_DATABASE_URL (the BENCH_BEFORE server's own DATABASE_URL, to compare two ways to
 * reach the same database: TCP and the Unix socket).
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/seed/demo-people.ts';
import { spawnServer } from './spawn-server.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:cpu mide PostgreSQL: falta DATABASE_URL');
const port = Number(process.env.BENCH_PORT ?? 8101);
const workers = Number(process.env.BENCH_WORKERS ?? 2);
const requests = Number(process.env.BENCH_REQUESTS ?? 4000);
const profileDir = process.env.BENCH_PROF;
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const only = process.env.BENCH_CALLS?.split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);

/** utime + stime of a process in ms (clock ticks of 10 ms), 0 when it is gone. */
const cpuOf = (pid: number): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};

/** The process and all its descendants (the cluster's workers). */
const treeOf = (root: number): number[] => {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
};

const login = async (base: string, username: string): Promise<string> => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
};

const beforeUrl = process.env.BENCH_BEFORE_DATABASE_URL;
const checkouts = [
  ...(process.env.BENCH_BEFORE
    ? [
        {
          label: 'antes',
          main: process.env.BENCH_BEFORE,
          env: beforeUrl ? { ...process.env, DATABASE_URL: beforeUrl } : process.env,
        },
      ]
    : []),
  {
    label: process.env.BENCH_BEFORE ? 'después' : '',
    main: process.env.BENCH_MAIN,
    env: process.env,
  },
];
const servers: { label: string; process: ChildProcess; base: string }[] = [];
for (const [i, checkout] of checkouts.entries()) {
  const serverPort = port + checkouts.length - 1 - i;
  const child = await spawnServer({
    port: serverPort,
    workers,
    env: checkout.env,
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`] : [],
    main: checkout.main,
  });
  const base = `http://127.0.0.1:${serverPort}`;
  servers.push({ label: checkout.label, process: child, base });
}
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  const tokens = await Promise.all(
    servers.map(async (s) => ({
      admin: await login(s.base, 'admin'),
      teacher: await login(s.base, 'profesor'),
    })),
  );
  const admin = 'admin' as const;
  const teacher = 'teacher' as const;
  const calls = [
    {
      name: 'students página 1',
      path: '/api/v1/students?page=1&pageSize=25&sort=name&order=asc',
      token: admin,
    },
    { name: 'getCharges admin abiertos', path: '/api/v1/getCharges?open=true', token: admin },
    { name: 'getCharges profesor', path: '/api/v1/getCharges', token: teacher },
    { name: 'plans', path: '/api/v1/plans', token: admin },
  ].filter((c) => !only || only.some((w) => c.name.toLowerCase().includes(w)));

  const backends = async () =>
    (
      await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  console.log(
    `${workers} proceso(s) de servidor, ${requests} peticiones por llamada, 10 conexiones\n` +
      `${'llamada'.padEnd(38)} ${'Node ms'.padStart(8)} ${'PG ms'.padStart(7)} ${'gen ms'.padStart(7)} ${'total'.padStart(6)} ${'techo/s'.padStart(8)} ${'req/s'.padStart(6)} ${'carga'.padStart(6)}`,
  );
  const runs = calls.flatMap((call) => servers.map((server, i) => ({ call, server, i })));
  for (const { call, server, i } of Array.from({ length: rounds }, () => runs).flat()) {
    const request = {
      url: `${server.base}${call.path}`,
      headers: { authorization: `Bearer ${tokens[i]![call.token]}` },
    };
    // Warm: JIT, plans, the pool's connections, caches.
    await autocannon({ ...request, connections: 10, amount: 1000 });
    const serverPids = treeOf(server.process.pid!);
    const pgPids = await backends();
    const pgBefore = new Map(pgPids.map((pid) => [pid, cpuOf(pid)]));
    const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuOf(pid), 0);
    const before = { node: sum(serverPids), gen: cpuOf(process.pid) };
    const started = performance.now();
    const result = await autocannon({ ...request, connections: 10, amount: requests });
    const seconds = (performance.now() - started) / 1000;
    // The pool closes idle connections (their CPU since `before` is lost, small: they were idle)
    // and opens new ones (counted whole).
    let pgSpent = 0;
    for (const pid of new Set([...pgPids, ...(await backends())])) {
      const now = cpuOf(pid);
      if (now > 0) pgSpent += now - (pgBefore.get(pid) ?? 0);
    }
    const after = { node: sum(serverPids), pg: pgSpent, gen: cpuOf(process.pid) };
    if (result.non2xx + result.errors > 0) console.warn(`${call.name}: ${result.non2xx} no 2xx`);
    const per = (key: 'node' | 'pg' | 'gen') =>
      (key === 'pg' ? after.pg : after[key] - before[key]) / requests;
    const total = per('node') + per('pg') + per('gen');
    console.log(
      `${call.name}${server.label ? ` (${server.label})` : ''}`.padEnd(38),
      per('node').toFixed(2).padStart(8),
      per('pg').toFixed(2).padStart(7),
      per('gen').toFixed(2).padStart(7),
      total.toFixed(2).padStart(6),
      (2000 / total).toFixed(0).padStart(8),
      (requests / seconds).toFixed(0).padStart(6),
      loadavg()[0]!.toFixed(2).padStart(6),
    );
  }
  console.log(
    '\nms de CPU por petición (utime + stime de /proc): Node = los procesos del servidor, PG = los ' +
      'backends de su base, gen = este generador. techo/s = 2 núcleos (2.000 ms de CPU por segundo) / total.',
  );
} finally {
  await client.end();
  for (const server of servers) {
    server.process.kill('SIGTERM');
    await once(server.process, 'exit');
  }
}
