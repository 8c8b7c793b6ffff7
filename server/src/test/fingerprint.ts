import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/db-handle.ts';

const cache = new WeakMap<object, ReturnType<typeof sql.raw>>();

/**
 * Rows and a sum of row hashes per table (no sorting, so cheap): any write a refused call made
 * shows up. login_failures counts refused logins on purpose (the throttle): it is the one table a
 * refused call writes.
 */
export const databaseFingerprint = async (db: Db): Promise<string | undefined> => {
  let query = cache.get(db);
  if (!query) {
    const tables = await selectRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('login_failures')
          order by table_name`,
    );
    const parts = tables.map(
      ({ name }) =>
        `(select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) from "${name}" t)`,
    );
    query = sql.raw(`select ${parts.join(` || ',' || `)} as f`);
    cache.set(db, query);
  }
  return (await selectRows<{ f: string }>(db, query))[0]?.f;
};
