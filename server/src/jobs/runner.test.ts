import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobRuns, jobs } from '../db/schema/jobs.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { JobBusyError, type JobDefinition, createJobRunner } from './runner.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
let database: Database;
let now = new Date('2026-03-10T12:00:00Z');
const clock = () => now;
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

const twoProcesses = (definition: (instance: string) => JobDefinition) => {
  const a = createJobRunner({ db: database.db, log: silent, clock, instance: 'a' });
  const b = createJobRunner({ db: database.db, log: silent, clock, instance: 'b' });
  a.register(definition('a'));
  b.register(definition('b'));
  return [a, b] as const;
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.db.delete(jobRuns);
  await database.db.delete(jobs);
  now = new Date('2026-03-10T12:00:00Z');
});

describe('job runner', () => {
  it('runs each scheduled run once across two processes, again only when the next one is due', async () => {
    const ranBy: string[] = [];
    const [a, b] = twoProcesses((instance) => ({
      name: 'test.every',
      title: 'Prueba',
      schedule: { every: 60 },
      run: async () => {
        ranBy.push(instance);
        return { hechos: 1 };
      },
    }));
    await Promise.all([a.tick(), b.tick()]);
    expect(ranBy).toHaveLength(1);
    advance(30);
    await Promise.all([a.tick(), b.tick()]);
    expect(ranBy).toHaveLength(1);
    advance(31);
    await Promise.all([b.tick(), a.tick()]);
    expect(ranBy).toHaveLength(2);
    const runs = await database.db.select().from(jobRuns);
    expect(runs.map((r) => [r.trigger, r.counts, r.error])).toEqual([
      ['programado', { hechos: 1 }, null],
      ['programado', { hechos: 1 }, null],
    ]);
  });

  it('a long-running job is not started twice while its lease is renewed; a killed run is taken after its lease', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const ranBy: string[] = [];
    const [a, b] = twoProcesses((instance) => ({
      name: 'test.long',
      title: 'Larga',
      schedule: { every: 10 },
      leaseMs: 60_000,
      run: async () => {
        ranBy.push(instance);
        if (instance === 'a') await blocked;
        return {};
      },
    }));
    const first = a.tick();
    await new Promise((r) => setTimeout(r, 50));
    advance(20); // the next run is due, but 'a' still holds the lease
    await b.tick();
    expect(ranBy).toEqual(['a']);
    advance(61); // 'a' stopped renewing (as if killed): its lease has run out
    await b.tick();
    expect(ranBy).toEqual(['a', 'b']);
    release();
    await first;
    // 'a' lost the job: finishing changes nothing that 'b' set.
    const [row] = await database.db.select().from(jobs).where(eq(jobs.name, 'test.long'));
    expect(row?.lockedBy).toBeNull();
  });

  it('records a failure with its message and keeps idle runs of a frequent job out of the history', async () => {
    let fail = true;
    const runner = createJobRunner({ db: database.db, log: silent, clock, instance: 'x' });
    runner.register({
      name: 'test.fails',
      title: 'Falla',
      schedule: { every: 5 },
      run: async () => {
        if (fail) throw new Error('sin conexión');
        return { procesados: 0 };
      },
    });
    await runner.tick();
    fail = false;
    advance(5);
    await runner.tick();
    const runs = await database.db.select().from(jobRuns);
    expect(runs.map((r) => r.error)).toEqual(['sin conexión']);
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ lastError: null, lastCounts: { procesados: 0 } });
    expect(row?.lastSuccessAt?.toISOString()).toBe(now.toISOString());
  });

  it('runNow runs outside the schedule, records a manual run, and refuses while the job runs elsewhere', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const [a, b] = twoProcesses((instance) => ({
      name: 'test.manual',
      title: 'Manual',
      schedule: { daily: '03:00' },
      run: async () => {
        if (instance === 'a') await blocked;
        return { creados: 2 };
      },
    }));
    const running = a.runNow('test.manual');
    await new Promise((r) => setTimeout(r, 50));
    await expect(b.runNow('test.manual')).rejects.toBeInstanceOf(JobBusyError);
    release();
    const run = await running;
    expect(run).toMatchObject({
      job: 'test.manual',
      trigger: 'manual',
      counts: { creados: 2 },
      error: null,
      instance: 'a',
    });
    // The daily schedule did not move: 03:00 in Santiago (UTC-3 in March) of the next day.
    const [row] = await database.db.select().from(jobs);
    expect(row?.nextRunAt.toISOString()).toBe('2026-03-11T06:00:00.000Z');
  });

  it('after a long stop a job runs once, not once per missed slot, and a changed schedule takes effect', async () => {
    let count = 0;
    const first = createJobRunner({ db: database.db, log: silent, clock, instance: 'x' });
    first.register({
      name: 'test.gap',
      title: 'Hueco',
      schedule: { every: 60 },
      run: async () => ({ n: ++count }),
    });
    await first.tick();
    advance(3600);
    await first.tick();
    await first.tick();
    expect(count).toBe(2);
    const second = createJobRunner({ db: database.db, log: silent, clock, instance: 'y' });
    second.register({
      name: 'test.gap',
      title: 'Hueco',
      schedule: { daily: '23:15' },
      run: async () => ({ n: ++count }),
    });
    await second.tick();
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ schedule: 'daily 23:15' });
    expect(row?.nextRunAt.toISOString()).toBe('2026-03-11T02:15:00.000Z');
  });

  it('stop() waits for a job that ignores its signal only so long, so the server can always stop', async () => {
    const runner = createJobRunner({ db: database.db, log: silent, clock, instance: 'x' });
    let aborted = false;
    let release!: () => void;
    runner.register({
      name: 'test.stubborn',
      title: 'Terca',
      schedule: { every: 60 },
      run: async ({ signal }) => {
        signal.addEventListener('abort', () => (aborted = true));
        await new Promise<void>((resolve) => (release = resolve));
        return {};
      },
    });
    const ticked = runner.tick();
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await runner.stop(100);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(aborted).toBe(true);
    release();
    await ticked;
  });
});
