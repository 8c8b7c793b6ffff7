import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-db.ts';
import { type Database } from './client.ts';
import { selectRows, type Tx } from './db-handle.ts';
import { SnapshotCache } from './snapshot-cache.ts';

describe('SnapshotCache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table cache_probe (n int not null)`);
    await database.db.execute(sql`insert into cache_probe values (1), (2)`);
  });
  afterAll(() => database.close());

  /** The sum of the probe table, counting how many times it was really computed. */
  const counted = () => {
    const counter = { runs: 0 };
    const compute = async (tx: Tx) => {
      counter.runs++;
      return (
        await selectRows<{ total: number }>(tx, sql`select sum(n)::int as total from cache_probe`)
      )[0]!.total;
    };
    return { counter, compute };
  };

  const snapshotNow = async () =>
    (await selectRows<{ s: string }>(database.db, sql`select pg_current_snapshot()::text as s`))[0]!
      .s;

  /**
   * Runs `attempt` until it ran in a quiet window (no transaction anywhere on the server between
   * its start and end) and answers that run's result. On PGlite every window is quiet; on a
   * PostgreSQL server the snapshot moves with any write of the whole cluster (the other test files
   * write meanwhile), and what the cache promises holds only while nothing was written.
   */
  const inQuietWindow = async <T>(attempt: () => Promise<T>): Promise<T> => {
    for (let tries = 0; tries < 50; tries++) {
      const before = await snapshotNow();
      const result = await attempt();
      if ((await snapshotNow()) === before) return result;
    }
    throw new Error('the database was never quiet for one attempt in 50');
  };

  it('computes once while nothing is written, again after any write', async () => {
    const { cache, counter, compute } = await inQuietWindow(async () => {
      const cache = new SnapshotCache();
      const { counter, compute } = counted();
      expect(await cache.read(database.db, 'suma', compute)).toBe(3);
      expect(await cache.read(database.db, 'suma', compute)).toBe(3);
      return { cache, counter, compute };
    });
    expect(counter.runs).toBe(1);
    // A write changes the snapshot: one read computes once again.
    await database.db.execute(sql`insert into cache_probe values (10)`);
    expect(await cache.read(database.db, 'suma', compute)).toBe(13);
    expect(counter.runs).toBe(2);
    // A write to another table changes the snapshot too: computed again, same figure.
    await database.db.execute(sql`create temporary table other_probe (n int)`);
    await database.db.execute(sql`insert into other_probe values (1)`);
    expect(await cache.read(database.db, 'suma', compute)).toBe(13);
    expect(counter.runs).toBe(3);
  });

  it('shares one computation among concurrent identical reads, not among different keys', async () => {
    const { results, counter } = await inQuietWindow(async () => {
      const cache = new SnapshotCache();
      const { counter, compute } = counted();
      const results = await Promise.all([
        cache.read(database.db, 'a', compute),
        cache.read(database.db, 'a', compute),
        cache.read(database.db, 'a', compute),
        cache.read(database.db, 'b', compute),
      ]);
      return { results, counter };
    });
    expect(new Set(results).size).toBe(1);
    expect(counter.runs).toBe(2);
  });

  it('does not keep a failure', async () => {
    const cache = new SnapshotCache();
    let fail = true;
    const compute = async (tx: Tx) => {
      if (fail) throw new Error('falla de prueba');
      return (await selectRows<{ one: number }>(tx, sql`select 1 as one`))[0]!.one;
    };
    await expect(cache.read(database.db, 'x', compute)).rejects.toThrow('falla de prueba');
    fail = false;
    expect(await cache.read(database.db, 'x', compute)).toBe(1);
  });

  it('keeps at most its bound of entries', async () => {
    const cache = new SnapshotCache(2);
    const { compute } = counted();
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(database.db, key, compute);
    expect(cache.size).toBe(2);
  });

  it('computes in a read-only transaction', async () => {
    const cache = new SnapshotCache();
    await expect(
      cache.read(database.db, 'escritura', (tx) =>
        tx.execute(sql`insert into cache_probe values (99)`),
      ),
    ).rejects.toThrow();
    expect(
      (
        await selectRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from cache_probe where n = 99`,
        )
      )[0]!.n,
    ).toBe(0);
  });
});
