import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Any Drizzle PostgreSQL handle: the PGlite or node-postgres client, or a transaction of either.
 * Code that runs the same on both drivers and inside or outside a transaction takes this one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's schema generic varies by driver
export type Db = PgDatabase<PgQueryResultHKT, any, any>;

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
export const selectRows = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

/** `a, b, c` for an `in (...)` list; callers guarantee a non-empty list. */
export const sqlList = (values: readonly number[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
