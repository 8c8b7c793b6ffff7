import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { JobBusyError } from '../../jobs/runner.ts';
import { jobStatuses, toJobRun } from './job-status.ts';
import { readinessChecks } from './readiness.ts';
import { systemTexts } from './system-texts.ts';

/** "Estado del sistema": readiness of settings and services, and the job runner's jobs. */
export const systemModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.getSystemStatus, async ({ db }) => {
    const now = new Date();
    const [checks, jobs] = await Promise.all([
      readinessChecks(app, now),
      jobStatuses(db, app.jobs.definitions(), now),
    ]);
    return {
      checkedAt: now.toISOString(),
      environment: app.env.NODE_ENV,
      database: app.dbKind,
      checks,
      jobs,
    };
  });

  registerEndpoint(app, contract.runJobNow, async ({ body, request }) => {
    const { job } = body.data;
    if (!app.jobs.definitions().some((d) => d.name === job))
      throw badRequest(systemTexts.unknownJob, 'job');
    try {
      const run = await app.jobs.runNow(job);
      request.log.info({ job, runId: run.id, userId: request.user?.id }, 'job run by an admin');
      return toJobRun(run);
    } catch (error) {
      if (error instanceof JobBusyError) throw conflict(systemTexts.jobBusy);
      throw error;
    }
  });
};
