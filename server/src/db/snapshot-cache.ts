import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from './db-handle.ts';

const currentSnapshot = async (db: Db | Tx): Promise<string> =>
  (
    await selectRows<{ snapshot: string }>(db, sql`select pg_current_snapshot()::text as snapshot`)
  )[0]!.snapshot;

/**
 * Results of expensive reads (a report that aggregates every person) kept while the database has
 * not changed. The key includes `pg_current_snapshot()`: two equal snapshots see exactly the same
 * committed transactions, so a hit is what the query would return now; any write committed since
 * (anywhere in the database) changes the snapshot and the next read computes again. Each result is
 * computed in one repeatable-read transaction that first reads its own snapshot, so the result and
 * its key always agree. Concurrent identical reads share one computation.
 */
export class SnapshotCache {
  readonly #entries = new Map<string, Promise<unknown>>();
  readonly #maxEntries: number;

  constructor(maxEntries = 64) {
    this.#maxEntries = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  async read<T>(db: Db, key: string, compute: (tx: Tx) => Promise<T>): Promise<T> {
    const snapshot = await currentSnapshot(db);
    const seen = `${snapshot} ${key}`;
    const cached = this.#entries.get(seen) as Promise<T> | undefined;
    if (cached) return cached;
    const computing = db
      .transaction(
        async (tx) => {
          const own = await currentSnapshot(tx);
          return { own, value: await compute(tx) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
      .then(({ own, value }) => {
        // Computed at `own` (a write may have committed since `seen` was read): newer, so it also
        // answers `seen`; later reads see `own` or a newer snapshot.
        if (own !== snapshot) this.#remember(`${own} ${key}`, Promise.resolve(value));
        return value;
      });
    this.#remember(seen, computing);
    computing.catch(() => this.#entries.delete(seen));
    return computing;
  }

  #remember(key: string, value: Promise<unknown>): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.#maxEntries)
      this.#entries.delete(this.#entries.keys().next().value!);
  }
}

const caches = {
  reports: new WeakMap<Db, SnapshotCache>(),
  searches: new WeakMap<Db, SnapshotCache>(),
};

/**
 * The cache of one database (snapshots of different databases are unrelated), one per use so the
 * searches typed all day do not push out the reports.
 */
export const snapshotCacheOf = (db: Db, use: keyof typeof caches = 'reports'): SnapshotCache => {
  let cache = caches[use].get(db);
  if (!cache) caches[use].set(db, (cache = new SnapshotCache()));
  return cache;
};
