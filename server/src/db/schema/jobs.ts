import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The latest run, also when it did nothing (such runs are not kept in job_runs). */
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
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
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    counts: jsonb('counts').$type<Record<string, number>>(),
    error: text('error'),
  },
  (t) => [
    index('job_runs_job_started').on(t.job, t.startedAt.desc()),
    check('job_runs_trigger', sql`${t.trigger} in ('programado', 'manual')`),
  ],
);
