import type { JobRun, JobStatus } from '@academias/shared/contract/system';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-handle.ts';
import { jobRuns, jobs } from '../../db/schema/jobs.ts';
import type { JobRunRow } from '../../jobs/job-store.ts';
import type { JobDefinition } from '../../jobs/runner.ts';

/** Runs shown per job on the status screen. */
const RECENT_RUNS = 5;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const toJobRun = (run: JobRunRow): JobRun => ({
  id: run.id,
  job: run.job,
  trigger: run.trigger as JobRun['trigger'],
  instance: run.instance,
  startedAt: run.startedAt.toISOString(),
  finishedAt: iso(run.finishedAt),
  counts: run.counts ?? null,
  error: run.error,
});

/** Each registered job with its row (absent until the runner first wrote it) and its latest runs. */
export const jobStatuses = async (
  db: Db,
  definitions: JobDefinition[],
  now: Date,
): Promise<JobStatus[]> => {
  const names = definitions.map((d) => d.name);
  if (names.length === 0) return [];
  const jobRows = await db.select().from(jobs).where(inArray(jobs.name, names));
  // The latest few of each job in one query (a window over the job_runs_job_started index).
  const ranked = db
    .select({
      id: jobRuns.id,
      rank: sql<number>`row_number() over (partition by ${jobRuns.job} order by ${jobRuns.startedAt} desc, ${jobRuns.id} desc)`.as(
        'rank',
      ),
    })
    .from(jobRuns)
    .where(inArray(jobRuns.job, names))
    .as('ranked');
  const runs = await db
    .select({ run: jobRuns })
    .from(jobRuns)
    .innerJoin(ranked, sql`${ranked.id} = ${jobRuns.id}`)
    .where(sql`${ranked.rank} <= ${RECENT_RUNS}`)
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id));
  return definitions.map((definition) => {
    const row = jobRows.find((r) => r.name === definition.name);
    return {
      name: definition.name,
      title: definition.title,
      schedule: definition.schedule,
      nextRunAt: iso(row?.nextRunAt),
      running: Boolean(row?.lockedUntil && row.lockedUntil > now),
      lastStartedAt: iso(row?.lastStartedAt),
      lastFinishedAt: iso(row?.lastFinishedAt),
      lastSuccessAt: iso(row?.lastSuccessAt),
      lastCounts: row?.lastCounts ?? null,
      lastError: row?.lastError ?? null,
      recentRuns: runs
        .filter(({ run }) => run.job === definition.name)
        .map(({ run }) => toJobRun(run)),
    };
  });
};
