/**
 * `pnpm --filter @academias/server bench:export`: how a whole-list export behaves on a large list.
 * Against a running server (BENCH_URL, default http://localhost:8100) holding the large set
 * (`seed:large`: 100,000 students), it exports every student as CSV and as Excel and prints, per
 * format: rows, bytes, seconds, the server's peak resident memory (BENCH_PID: the server's process
 * id, read from /proc) and the p50/p99 of a list call (`getPayments`, page 1) sent 20 times a
 * second meanwhile, beside the same call's p99 with the server idle. A script that prints figures.
 *
 * BENCH_USER / BENCH_PASSWORD (default the demo admin), BENCH_LIST (default `students`).
 */
import { readFileSync } from 'node:fs';

const base = process.env.BENCH_URL ?? 'http://localhost:8100';
const pid = process.env.BENCH_PID;
const list = process.env.BENCH_LIST ?? 'students';

const rssMb = (): number | null => {
  if (!pid) return null;
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : null;
};

const login = async (): Promise<string> => {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: process.env.BENCH_USER ?? 'admin',
      password: process.env.BENCH_PASSWORD ?? 'Demo.2026',
    }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** A list call every 50 ms until `stop` resolves; answers the latencies in ms. */
const probe = async (token: string, stop: Promise<unknown>): Promise<number[]> => {
  const latencies: number[] = [];
  let done = false;
  void stop.finally(() => (done = true));
  const pending: Promise<void>[] = [];
  while (!done) {
    const started = performance.now();
    pending.push(
      fetch(`${base}/api/v1/getPayments?pageSize=25`, {
        headers: { authorization: `Bearer ${token}` },
      })
        .then((r) => r.arrayBuffer())
        .then(() => void latencies.push(performance.now() - started)),
    );
    await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.all(pending);
  return latencies;
};

const exportOnce = async (token: string, format: 'csv' | 'xlsx') => {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/exports/${list}?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let peak = rssMb() ?? 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    peak = Math.max(peak, rssMb() ?? 0);
  }
  return {
    rows: Number(res.headers.get('x-total-count')),
    bytes,
    seconds: (performance.now() - started) / 1000,
    peak,
  };
};

const token = await login();
const idleStop = new Promise((r) => setTimeout(r, 3000));
const idle = await probe(token, idleStop);
console.log(
  `lista getPayments sin exportación: p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms`,
);
for (const format of ['csv', 'xlsx'] as const) {
  const before = rssMb();
  const run = exportOnce(token, format);
  const latencies = await probe(token, run);
  const r = await run;
  console.log(
    `${list} ${format}: ${r.rows.toLocaleString('es-CL')} filas, ${(r.bytes / 1_048_576).toFixed(1)} MB en ${r.seconds.toFixed(1)} s` +
      (before !== null
        ? `, memoria del servidor ${before.toFixed(0)} -> pico ${r.peak.toFixed(0)} MB`
        : '') +
      `; lista mientras tanto: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (${latencies.length} llamadas)`,
  );
}
