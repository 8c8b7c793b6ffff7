import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/**
 * The one Drizzle API for both drivers (PGlite embedded, node-postgres on a server): the
 * client `openDatabase` answers, and what every module takes.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle: the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
export const selectRows = async <T>(db: Db | Tx, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

/** `column in (a, b, c)`, or `false` for an empty list (no row matches, never a syntax error). */
export const inList = (column: AnyPgColumn | SQL, ids: readonly number[]): SQL =>
  ids.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;
