import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Any Drizzle PostgreSQL handle: the PGlite or node-postgres client, or a transaction of either.
 * The payment code runs the same on both drivers and inside or outside a transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's schema generic varies by driver
export type Db = PgDatabase<PgQueryResultHKT, any, any>;
