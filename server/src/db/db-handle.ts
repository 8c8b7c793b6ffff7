import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/**
 * The one Drizzle API for both drivers (PGlite embedded, node-postgres on a server): the
 * client `openDatabase` answers, and what every module takes.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle: the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
