import { and, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db-handle.ts';
import { jobRuns, jobs } from '../db/schema/jobs.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobRunRow = typeof jobRuns.$inferSelect;
export type Counts = Record<string, number>;

/** Not leased, or the lease of a process that stopped renewing it (killed, hung) ran out. */
const free = (now: Date) => or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now));

const leaseEnd = (now: Date, leaseMs: number) => new Date(now.getTime() + leaseMs);

/** Writes a job's row only while `condition` holds; true when this process got to write it. */
const updateJobRow = async (
  db: Db,
  name: string,
  values: Partial<typeof jobs.$inferInsert>,
  condition: SQL | undefined,
) => {
  const written = await db
    .update(jobs)
    .set(values)
    .where(and(eq(jobs.name, name), condition))
    .returning({ name: jobs.name });
  return written.length === 1;
};

/**
 * Adds the rows of newly registered jobs; a job whose schedule text changed gets the next run of
 * its new schedule. Several processes starting together converge on one row per job.
 */
export const upsertJobRows = async (
  db: Db,
  wanted: { name: string; schedule: string; firstRunAt: Date }[],
) => {
  if (wanted.length === 0) return;
  await db
    .insert(jobs)
    .values(wanted.map((w) => ({ name: w.name, schedule: w.schedule, nextRunAt: w.firstRunAt })))
    .onConflictDoUpdate({
      target: jobs.name,
      set: {
        nextRunAt: sql`case when ${jobs.schedule} = excluded.schedule then ${jobs.nextRunAt} else excluded.next_run_at end`,
        schedule: sql`excluded.schedule`,
      },
    });
};

export const readJobRows = (db: Db, names: string[]): Promise<JobRow[]> =>
  names.length === 0
    ? Promise.resolve([])
    : db.select().from(jobs).where(inArray(jobs.name, names));

/**
 * Claims the scheduled run due at `dueAt` (the row's next_run_at when it was read): the compare on
 * next_run_at makes this one UPDATE succeed for exactly one process, which moves the schedule on.
 */
export const claimScheduled = (
  db: Db,
  name: string,
  dueAt: Date,
  nextRunAt: Date,
  instance: string,
  now: Date,
  leaseMs: number,
) =>
  updateJobRow(
    db,
    name,
    { nextRunAt, lockedBy: instance, lockedUntil: leaseEnd(now, leaseMs), lastStartedAt: now },
    and(eq(jobs.nextRunAt, dueAt), lte(jobs.nextRunAt, now), free(now)),
  );

/** Claims the job outside its schedule ("Ejecutar ahora", a nudge): the schedule stays as it was. */
export const claimNow = (db: Db, name: string, instance: string, now: Date, leaseMs: number) =>
  updateJobRow(
    db,
    name,
    { lockedBy: instance, lockedUntil: leaseEnd(now, leaseMs), lastStartedAt: now },
    free(now),
  );

/** Extends a held lease; false when this process no longer holds it (it expired and was taken). */
export const renewLease = (db: Db, name: string, instance: string, now: Date, leaseMs: number) =>
  updateJobRow(
    db,
    name,
    { lockedUntil: leaseEnd(now, leaseMs) },
    and(eq(jobs.lockedBy, instance), gt(jobs.lockedUntil, now)),
  );

export interface RunOutcome {
  job: string;
  trigger: 'programado' | 'manual';
  instance: string;
  startedAt: Date;
  finishedAt: Date;
  counts: Counts | null;
  error: string | null;
}

/**
 * Releases the lease and records the run in one transaction. `keep` false leaves a run that found
 * nothing to do out of job_runs (the job row still shows it as the last run).
 */
export const finishRun = async (
  db: Db,
  outcome: RunOutcome,
  keep: boolean,
): Promise<JobRunRow | null> =>
  db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({
        lockedBy: null,
        lockedUntil: null,
        lastFinishedAt: outcome.finishedAt,
        lastCounts: outcome.counts,
        lastError: outcome.error,
        ...(outcome.error === null ? { lastSuccessAt: outcome.finishedAt } : {}),
      })
      .where(and(eq(jobs.name, outcome.job), eq(jobs.lockedBy, outcome.instance)));
    if (!keep) return null;
    const [run] = await tx.insert(jobRuns).values(outcome).returning();
    return run ?? null;
  });

/** Drops history older than `before`; run by the runner's own housekeeping job. */
export const pruneRuns = async (db: Db, before: Date): Promise<number> => {
  const deleted = await db
    .delete(jobRuns)
    .where(lt(jobRuns.startedAt, before))
    .returning({ id: jobRuns.id });
  return deleted.length;
};
