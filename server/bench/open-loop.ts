import { Pool } from 'undici';

export interface OpenLoopOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests per second, sent at evenly spaced arrival times whatever the responses do. */
  rate: number;
  seconds: number;
  /** Keep-alive connections the client may open (requests wait for a free one). */
  connections: number;
  /** How long to wait for the last responses before counting them as timeouts. */
  drainSeconds?: number;
}

export interface OpenLoopResult {
  sent: number;
  completed: number;
  errors: number;
  non2xx: number;
  /** Completed responses per second over the whole run (sending and draining). */
  rps: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * An open-loop load generator: request i leaves at start + i / rate, and its latency is counted
 * from that scheduled time, so a slow server shows up as latency instead of quietly lowering the
 * offered load (coordinated omission). autocannon's `overallRate` is closed-loop: each connection
 * sends its share of the second back to back, then waits, which measures bursts, not a steady rate.
 */
export const openLoop = async (o: OpenLoopOptions): Promise<OpenLoopResult> => {
  const target = new URL(o.url);
  const pool = new Pool(target.origin, { connections: o.connections, pipelining: 1 });
  const path = target.pathname + target.search;
  const total = Math.round(o.rate * o.seconds);
  const interval = 1000 / o.rate;
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  let non2xx = 0;
  const pending = new Set<Promise<void>>();
  const start = performance.now();

  const send = (scheduled: number) => {
    const request = pool
      .request({ path, method: o.method ?? 'GET', headers: o.headers, body: o.body })
      .then(async (response) => {
        await response.body.dump();
        if (response.statusCode < 200 || response.statusCode >= 300) non2xx++;
        latencies.push(performance.now() - scheduled);
      })
      .catch(() => {
        errors++;
      })
      .finally(() => pending.delete(request));
    pending.add(request);
  };

  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) send(start + sent++ * interval);
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  const drained = await Promise.race([
    Promise.all(pending).then(() => true),
    new Promise<false>((r) => setTimeout(() => r(false), (o.drainSeconds ?? 30) * 1000)),
  ]);
  const elapsed = (performance.now() - start) / 1000;
  const unfinished = drained ? 0 : pending.size;
  await pool.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    sent,
    completed: latencies.length,
    errors: errors + unfinished,
    non2xx,
    rps: latencies.length / elapsed,
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? NaN),
  };
};
