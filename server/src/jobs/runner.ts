import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db-handle.ts';
import {
  type Counts,
  type JobRow,
  type JobRunRow,
  claimNow,
  claimScheduled,
  finishRun,
  readJobRows,
  renewLease,
  upsertJobRows,
} from './job-store.ts';
import {
  type Schedule,
  assertSchedule,
  describeSchedule,
  firstRunAt,
  nextRunAfter,
} from './schedule.ts';

export interface JobContext {
  db: Db;
  /** The runner's clock at the start of the run (tests inject it). */
  now: Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Aborted when the server stops or this process lost the lease: stop at the next safe point. */
  signal: AbortSignal;
}

export interface JobDefinition {
  /** Stable id, English, `area.what` (logs, metrics, job_runs.job). */
  name: string;
  /** Spanish, shown on "Estado del sistema". */
  title: string;
  schedule: Schedule;
  /** Counts of what it did (`{ creados: 3 }`); nothing or `{}` when there was nothing to do. */
  run: (ctx: JobContext) => Promise<Partial<Counts> | void>;
  /** How long a run may go without renewing its lease before others take it (default 5 min). */
  leaseMs?: number;
  /** Keep runs that found nothing to do in job_runs (default: only for schedules of an hour or more). */
  keepIdleRuns?: boolean;
}

export interface JobRunnerOptions {
  db: Db;
  log: JobContext['log'];
  clock?: () => Date;
  /** How often this process looks for due jobs (default 1 s; a due job costs one UPDATE). */
  tickMs?: number;
  instance?: string;
}

export class JobBusyError extends Error {}

const DEFAULT_LEASE_MS = 5 * 60_000;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);
const didSomething = (counts: Counts | null) =>
  counts !== null && Object.values(counts).some((n) => n !== 0);

/**
 * The one scheduler of the server's background work. Each scheduled run happens once across every
 * process and machine sharing the database (see job-store.ts); a run renews its lease while it
 * works, so a long run is not taken twice and a killed one is taken again after the lease.
 */
export const createJobRunner = (options: JobRunnerOptions) => {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());
  const instance =
    options.instance ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const definitions = new Map<string, JobDefinition>();
  const running = new Map<string, { done: Promise<unknown>; abort: AbortController }>();
  /** Next scheduled run of each job as last read: the database is asked only once one is due. */
  const knownNext = new Map<string, number>();
  let rowsReady: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  const ensureRows = () => {
    rowsReady ??= upsertJobRows(
      db,
      [...definitions.values()].map((d) => ({
        name: d.name,
        schedule: describeSchedule(d.schedule),
        firstRunAt: firstRunAt(d.schedule, clock()),
      })),
    ).catch((error: unknown) => {
      rowsReady = undefined;
      throw error;
    });
    return rowsReady;
  };

  const execute = async (
    definition: JobDefinition,
    trigger: 'programado' | 'manual',
    startedAt: Date,
  ): Promise<JobRunRow | null> => {
    const leaseMs = definition.leaseMs ?? DEFAULT_LEASE_MS;
    const abort = new AbortController();
    // Renewing at a third of the lease leaves two chances before it could run out.
    const heartbeat = setInterval(
      () => {
        renewLease(db, definition.name, instance, clock(), leaseMs).then(
          (held) => {
            if (held) return;
            log.warn({ job: definition.name }, 'job lease lost; stopping the run');
            abort.abort();
          },
          (error: unknown) =>
            log.error({ err: error, job: definition.name }, 'job lease renewal failed'),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    const work = (async () => {
      let counts: Counts | null = null;
      let error: string | null = null;
      try {
        const reported =
          (await definition.run({ db, now: startedAt, log, signal: abort.signal })) ?? {};
        counts = Object.fromEntries(
          Object.entries(reported).filter(
            (entry): entry is [string, number] => typeof entry[1] === 'number',
          ),
        );
      } catch (failure) {
        error = errorText(failure);
        log.error({ err: failure, job: definition.name, trigger }, 'job failed');
      } finally {
        clearInterval(heartbeat);
      }
      const keep =
        trigger === 'manual' ||
        error !== null ||
        didSomething(counts) ||
        (definition.keepIdleRuns ??
          ('daily' in definition.schedule || definition.schedule.every >= 3600));
      const outcome = {
        job: definition.name,
        trigger,
        instance,
        startedAt,
        finishedAt: clock(),
        counts,
        error,
      };
      const run = await finishRun(db, outcome, keep);
      if (error === null && didSomething(counts))
        log.info({ job: definition.name, trigger, counts }, 'job ran');
      return run;
    })();
    running.set(definition.name, { done: work, abort });
    try {
      return await work;
    } finally {
      running.delete(definition.name);
    }
  };

  /** Claims and starts every due job this process is not already running. */
  const tick = async (): Promise<void> => {
    const now = clock();
    if (stopped || definitions.size === 0) return;
    if (
      rowsReady &&
      ![...definitions.keys()].some((name) => (knownNext.get(name) ?? 0) <= now.getTime())
    )
      return;
    await ensureRows();
    const rows: JobRow[] = await readJobRows(db, [...definitions.keys()]);
    const started: Promise<unknown>[] = [];
    for (const row of rows) {
      knownNext.set(row.name, Math.max(row.nextRunAt.getTime(), row.lockedUntil?.getTime() ?? 0));
      const definition = definitions.get(row.name);
      if (!definition || running.has(row.name) || row.nextRunAt > now) continue;
      if (row.lockedUntil && row.lockedUntil > now) continue;
      // The next slot after now, not after the missed one: a server down for a day runs a job once, not 24 times.
      let next = nextRunAfter(definition.schedule, row.nextRunAt);
      if (next <= now) next = nextRunAfter(definition.schedule, now);
      const leaseMs = definition.leaseMs ?? DEFAULT_LEASE_MS;
      if (!(await claimScheduled(db, row.name, row.nextRunAt, next, instance, now, leaseMs)))
        continue;
      knownNext.set(row.name, next.getTime());
      started.push(execute(definition, 'programado', now));
    }
    await Promise.all(started);
  };

  const safeTick = () => {
    if (ticking) return;
    ticking = tick()
      .catch((error: unknown) => log.error({ err: error }, 'job runner tick failed'))
      .finally(() => {
        ticking = undefined;
      });
  };

  return {
    instance,
    register(definition: JobDefinition) {
      if (definitions.has(definition.name))
        throw new Error(`job ${definition.name} is already registered`);
      assertSchedule(definition.schedule);
      definitions.set(definition.name, definition);
      rowsReady = undefined;
    },
    definitions: () => [...definitions.values()],
    /** Looks for due jobs once and waits for the runs it started (tests drive it with their clock). */
    tick,
    /** Starts the timer of this process (only where JOBS is on). */
    start(tickMs = options.tickMs ?? 1000) {
      if (timer || stopped) return;
      timer = setInterval(safeTick, tickMs);
      timer.unref();
      safeTick();
    },
    /**
     * Runs a job now in this process, outside its schedule. Throws JobBusyError while another
     * process (or this one) is running it; resolves with the recorded run when it ends.
     */
    async runNow(name: string): Promise<JobRunRow> {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`unknown job ${name}`);
      await ensureRows();
      const now = clock();
      if (
        running.has(name) ||
        !(await claimNow(db, name, instance, now, definition.leaseMs ?? DEFAULT_LEASE_MS))
      )
        throw new JobBusyError(name);
      const run = await execute(definition, 'manual', now);
      if (!run) throw new Error(`run of ${name} was not recorded`);
      return run;
    },
    /**
     * Asks for a run soon (e.g. a send was just queued): like runNow but quiet, skipped when the job
     * is already running somewhere, and recorded only if it did something.
     */
    nudge(name: string) {
      const definition = definitions.get(name);
      if (!definition || stopped || running.has(name)) return;
      void (async () => {
        await ensureRows();
        const now = clock();
        if (!(await claimNow(db, name, instance, now, definition.leaseMs ?? DEFAULT_LEASE_MS)))
          return;
        await execute(definition, 'programado', now);
      })().catch((error: unknown) => log.error({ err: error, job: name }, 'job nudge failed'));
    },
    isRunningHere: (name: string) => running.has(name),
    /**
     * Stops the timer, asks running jobs to stop and waits for them (their leases are released),
     * at most `waitMs`: Fastify gives a close hook 10 s, and a job that ignores its signal must not
     * keep the process from stopping. Such a job's lease then expires and another process retakes it.
     */
    async stop(waitMs = 8000) {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const { abort } of running.values()) abort.abort();
      let waited: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (waited = setTimeout(resolve, waitMs)));
      const ended = Promise.allSettled([ticking, ...[...running.values()].map((r) => r.done)]);
      await Promise.race([ended, deadline]);
      clearTimeout(waited);
      if (running.size > 0)
        log.warn(
          { jobs: [...running.keys()] },
          'jobs still running at shutdown; their leases will expire',
        );
    },
  };
};

export type JobRunner = ReturnType<typeof createJobRunner>;
