import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any Drizzle PostgreSQL database (PGlite or node-postgres): the e-mail code runs on both. */
// oxlint-disable-next-line typescript/no-explicit-any -- the schema generic differs per driver
export type EmailDb = PgDatabase<PgQueryResultHKT, any>;
