import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../db/schema/jobs.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../test-app.ts';

/** "Estado del sistema" calls: the admin only; nobody else learns anything or runs a job. */
const others: (FixtureUser | null)[] = [
  null,
  'teacherA',
  'teacherB',
  'studentA',
  'studentB',
  'guardian',
];

describe('system status permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(others)('%s cannot read the status or run a job', async (as) => {
    const status = await t.call(as, { method: 'GET', url: '/api/v1/getSystemStatus' });
    const run = await t.call(as, {
      method: 'POST',
      url: '/api/v1/runJobNow',
      payload: { data: { job: 'charges.generate' } },
    });
    expect([status.statusCode, run.statusCode]).toEqual(as === null ? [401, 401] : [403, 403]);
    expect(await t.count(jobRuns)).toBe(0);
  });

  it('the admin can', async () => {
    expect(
      (await t.call('admin', { method: 'GET', url: '/api/v1/getSystemStatus' })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.call('admin', {
          method: 'POST',
          url: '/api/v1/runJobNow',
          payload: { data: { job: 'jobs.prune' } },
        })
      ).statusCode,
    ).toBe(200);
  });
});
