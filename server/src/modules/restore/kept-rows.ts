import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { isForeignKeyViolation, pgErrorOf } from '../../db/pg-error.ts';
import { conflict } from '../../http/http-error.ts';

/** A row as PostgreSQL's `to_jsonb` wrote it: every column, by its SQL name. */
export type KeptRow = Record<string, unknown>;

/**
 * Deletes the rows of `table` that `where` picks (it names the table `t`) and answers them whole,
 * to keep in the delete's audit entry so that "Deshacer" can put them back as they were.
 */
export const deleteKept = async (tx: Db | Tx, table: string, where: SQL): Promise<KeptRow[]> =>
  (
    await selectRows<{ row: KeptRow }>(
      tx,
      sql`delete from ${sql.identifier(table)} t where ${where} returning to_jsonb(t) as row`,
    )
  ).map((r) => r.row);

/**
 * Puts kept rows back with their ids. A unique index that refuses them (`clashes`, by constraint
 * name) or a row they point at that is gone (`gone`) is a Spanish 409; the caller's transaction
 * rolls back, so nothing changes.
 */
export const putBack = async (
  tx: Db | Tx,
  table: string,
  rows: readonly KeptRow[],
  messages: { gone: string; clashes?: Record<string, string> },
): Promise<void> => {
  if (rows.length === 0) return;
  try {
    await tx.execute(
      sql`insert into ${sql.identifier(table)}
          select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
    );
  } catch (error) {
    const clash = messages.clashes?.[pgErrorOf(error)?.constraint ?? ''];
    if (clash) throw conflict(clash);
    if (isForeignKeyViolation(error)) throw conflict(messages.gone);
    throw error;
  }
};
