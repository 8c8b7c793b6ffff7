import type { FastifyInstance } from 'fastify';
import { pruneRuns } from './job-store.ts';
import { type JobRunner, createJobRunner } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner: modules register their scheduled work here (docs/jobs.md). */
    jobs: JobRunner;
  }
}

/** job_runs older than this are dropped: enough to answer "did it run last month?". */
const KEEP_RUNS_DAYS = 90;

export interface JobsPluginOptions {
  /** Replaces the clock (tests). */
  clock?: () => Date;
}

/**
 * Decorates `app.jobs` before the modules register their jobs. Jobs are registered in every
 * process (so "Ejecutar ahora" works anywhere) but scheduled only where `JOBS` is on; stopped
 * before the database closes.
 */
export const registerJobRunner = (app: FastifyInstance, options: JobsPluginOptions = {}) => {
  const runner = createJobRunner({ db: app.db, log: app.log, clock: options.clock });
  app.decorate('jobs', runner);
  runner.register({
    name: 'jobs.prune',
    title: 'Limpieza del historial de tareas',
    schedule: { daily: '04:30' },
    run: async ({ db, now }) => ({
      eliminados: await pruneRuns(db, new Date(now.getTime() - KEEP_RUNS_DAYS * 86_400_000)),
    }),
  });
  if (app.env.JOBS) app.addHook('onReady', async () => runner.start());
  // preClose runs before every onClose hook: runs end while the database and transports are open.
  app.addHook('preClose', async () => runner.stop());
};
