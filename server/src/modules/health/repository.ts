import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-handle.ts';

/** The cheapest round trip: resolves when the database answers, throws when it does not. */
export const pingDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`);
};
