import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../db/db-handle.ts';

/** The insert triggers a bulk load switches off; the loader must write what they would have written. */
export interface BulkLoadPlan {
  tables: readonly string[];
  /** Statement-level summary triggers fired by INSERT, table -> trigger names. */
  insertTriggers: Readonly<Record<string, readonly string[]>>;
}

const ident = (name: string) => sql.identifier(name);

/**
 * Runs `load` inside the caller's transaction the way pg_restore loads a dump: without the
 * secondary indexes of `tables` (rebuilt afterwards, one sorted pass each, from their own
 * definition, so they stay exactly as the migrations made them), without their foreign keys
 * (re-added from `pg_get_constraintdef`, which checks every row again) and without the summary
 * triggers fired by inserts (`load` writes the summaries itself, set-based). All of it is DDL, so
 * it belongs to the transaction: if anything fails or the process dies, indexes, keys and
 * triggers come back with the rollback. Unique and primary-key indexes stay (they guard the data
 * and ON CONFLICT needs them). An enabled insert trigger the plan does not name stops the load,
 * since `load` would not know to replay it. `load` may call `restoreIndexesAndKeys` early, when what
 * it does next needs them; otherwise they come back after it.
 */
export const bulkLoad = async <T>(
  tx: Tx,
  plan: BulkLoadPlan,
  load: (restoreIndexesAndKeys: () => Promise<void>) => Promise<T>,
): Promise<T> => {
  const tables = `{${plan.tables.join(',')}}`;
  const triggers = await selectRows<{ table: string; trigger: string }>(
    tx,
    sql`select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = 'public'::regnamespace and c.relname = any(${tables}::text[])
          and not t.tgisinternal and t.tgenabled <> 'D' and (t.tgtype & 4) <> 0
        order by 1, 2`,
  );
  const unknown = triggers.filter((t) => !plan.insertTriggers[t.table]?.includes(t.trigger));
  if (unknown.length > 0) {
    throw new Error(
      `Carga masiva: disparadores desconocidos ${unknown.map((t) => `${t.table}.${t.trigger}`).join(', ')}`,
    );
  }
  for (const { table, trigger } of triggers)
    await tx.execute(sql`alter table ${ident(table)} disable trigger ${ident(trigger)}`);

  const indexes = await selectRows<{ name: string; definition: string }>(
    tx,
    sql`select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
        where c.relnamespace = 'public'::regnamespace and c.relname = any(${tables}::text[])
          and not x.indisunique and not x.indisprimary
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
        order by 1`,
  );
  for (const index of indexes) await tx.execute(sql`drop index ${ident(index.name)}`);
  const foreignKeys = await selectRows<{ table: string; name: string; definition: string }>(
    tx,
    sql`select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.relname = any(${tables}::text[])
        order by 1, 2`,
  );
  for (const fk of foreignKeys)
    await tx.execute(sql`alter table ${ident(fk.table)} drop constraint ${ident(fk.name)}`);
  let rebuilt = false;
  const restoreIndexesAndKeys = async () => {
    if (rebuilt) return;
    rebuilt = true;
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    // Re-adding a foreign key checks every row in one join, instead of one lookup per inserted row.
    for (const fk of foreignKeys) {
      await tx.execute(
        sql`alter table ${ident(fk.table)} add constraint ${ident(fk.name)} ${sql.raw(fk.definition)}`,
      );
    }
  };

  const result = await load(restoreIndexesAndKeys);
  await restoreIndexesAndKeys();
  for (const { table, trigger } of triggers)
    await tx.execute(sql`alter table ${ident(table)} enable trigger ${ident(trigger)}`);
  return result;
};
