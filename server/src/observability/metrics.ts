import { sql } from 'drizzle-orm';
import { selectRows } from '../db/db-handle.ts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { readBacklog } from './backlog.ts';
import { mayReadMetrics } from './metrics-access.ts';
import { type MetricsConfig, readMetricsConfig } from './metrics-config.ts';

/**
 * One database read shared by the gauges of one scrape: prom-client collects every metric of a
 * scrape concurrently, so they all join the promise the first one started.
 */
const perScrape = <T>(read: () => Promise<T>) => {
  let current: Promise<T> | undefined;
  return () =>
    (current ??= read().finally(() => {
      setTimeout(() => (current = undefined), 0);
    }));
};

/** The Prometheus registry of this process; names and meanings in docs/deployment.md "Metrics". */
export const createMetricsRegistry = (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids and query strings would make a series per call.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections of this process by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = (app.db as unknown as { $client?: unknown }).$client;
      if (!(pool instanceof pg.Pool)) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  const backlogOnce = perScrape(() => readBacklog(app.db));
  const backlogGauge = (
    name: string,
    help: string,
    pick: (b: Awaited<ReturnType<typeof readBacklog>>) => number,
    labels?: Record<string, string>,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: labels ? (Object.keys(labels) as string[]) : [],
      registers: [registry],
      async collect() {
        const value = pick(await backlogOnce());
        if (labels) this.set(labels, value);
        else this.set(value);
      },
    });
  // Two gauges with one name would clash: the outbox gauge takes both states in one collect.
  new Gauge({
    name: 'email_outbox_messages',
    help: 'E-mail outbox messages waiting to be sent (pendiente) or given up (fallido)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const b = await backlogOnce();
      this.set({ state: 'pendiente' }, b.pending);
      this.set({ state: 'fallido' }, b.failed);
    },
  });
  backlogGauge(
    'payments_awaiting_reconciliation',
    'Webpay payments without a final state that reconciliation must settle',
    (b) => b.awaiting,
  );
  backlogGauge(
    'sii_boletas_awaiting',
    'Boletas and notas de crédito not yet accepted or rejected by the SII',
    (b) => b.sii,
  );

  const jobRows = perScrape(() =>
    selectRows<{
      name: string;
      last_success: number | null;
      last_error: string | null;
      locked: boolean;
    }>(
      app.db,
      sql`select name, extract(epoch from last_success_at)::float8 as last_success, last_error,
                 coalesce(locked_until > now(), false) as locked
          from jobs`,
    ),
  );
  const jobGauge = (
    name: string,
    help: string,
    value: (row: Awaited<ReturnType<typeof jobRows>>[number] | undefined) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'] as const,
      registers: [registry],
      async collect() {
        const all = await jobRows();
        for (const { name: job } of app.jobs.definitions())
          this.set({ job }, value(all.find((r) => r.name === job)));
      },
    });
  jobGauge(
    'job_last_success_timestamp_seconds',
    'Unix time of the last successful run of each job (0: never)',
    (r) => r?.last_success ?? 0,
  );
  jobGauge('job_last_run_failed', '1 when the latest run of the job failed', (r) =>
    r?.last_error ? 1 : 0,
  );
  jobGauge('job_running', '1 while a process holds the job', (r) => (r?.locked ? 1 : 0));
  return registry;
};

/** GET /metrics (Prometheus text format) for loopback, METRICS_ALLOW networks or METRICS_TOKEN. */
export const registerMetrics = (
  app: FastifyInstance,
  config: MetricsConfig = readMetricsConfig(),
) => {
  const registry = createMetricsRegistry(app);
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, config, app.env.TRUST_PROXY)) {
      return reply
        .status(403)
        .send({ message: 'No tiene permiso para ver las métricas.', code: 'prohibido' });
    }
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
};
