import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * One row per scheduled job (src/jobs/): when its next scheduled run is due and who holds it now.
 * Claiming a run is one UPDATE of this row (next_run_at moves forward, a lease is taken), so of N
 * processes on M machines exactly one wins each scheduled run; a lease left by a killed process
 * expires at locked_until and the job is taken again.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  /** The schedule as written in code ("every 60s", "daily 03:00"); a change recomputes next_run_at. */
  schedule: text('schedule').notNull(),
  nextRunAt: moment('next_run_at').notNull(),
  lockedBy: text('locked_by'),
  lockedUntil: moment('locked_until'),
  /** The latest run, also when it did nothing (such runs are not kept in job_runs). */
  lastStartedAt: moment('last_started_at'),
  lastFinishedAt: moment('last_finished_at'),
  lastSuccessAt: moment('last_success_at'),
  lastCounts: jsonb('last_counts').$type<Record<string, number>>(),
  lastError: text('last_error'),
});

/**
 * What each run did: counts it reported, or the error it failed with. Runs that found nothing to do
 * are left out (a job every few seconds would add thousands a day); jobs.last_* still shows them.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    trigger: text('trigger').notNull(),
    /** The process that ran it (host:pid:random), to follow a run in the logs. */
    instance: text('instance').notNull(),
    startedAt: moment('started_at').notNull(),
    finishedAt: moment('finished_at'),
    counts: jsonb('counts').$type<Record<string, number>>(),
    error: text('error'),
  },
  (t) => [
    index('job_runs_job_started').on(t.job, t.startedAt.desc()),
    check('job_runs_trigger', sql`${t.trigger} in ('programado', 'manual')`),
  ],
);
