import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-error.ts';
import { conflict } from '../../http/http-error.ts';

/**
 * A plan's delete, kept so that "Deshacer" (modules/restore) can undo it: a plan with history is
 * archived (its enrolments and charges point at it); one without is deleted and its row kept whole
 * in the audit entry (nothing points at it, so it can come back with the same id).
 */
export const deletePlanKept = (db: Db, userId: number | null, id: number, archive: boolean) =>
  db.transaction(async (tx) => {
    if (archive) {
      await tx.execute(sql`update plans set archived_at = now() where id = ${id}`);
      await writeAudit(tx, {
        userId,
        entity: 'plan',
        entityId: id,
        action: 'eliminar',
        after: { archived: true },
      });
      return;
    }
    const [row] = await selectRows<{ plan: unknown }>(
      tx,
      sql`delete from plans p where p.id = ${id} returning to_jsonb(p) as plan`,
    );
    if (row)
      await writeAudit(tx, {
        userId,
        entity: 'plan',
        entityId: id,
        action: 'eliminar',
        before: row.plan,
      });
  });

/**
 * Undoes a plan's latest delete: unarchives it, or puts the kept row back (same id). False when
 * there is nothing to undo (never deleted, or already back). A plan of the same name created in
 * the academy meanwhile, or its academy gone, is a Spanish 409.
 */
export const restorePlan = async (db: Db, _user: CurrentUser, id: number): Promise<boolean> => {
  const [entry] = await selectRows<{ before: unknown; after: { archived?: boolean } | null }>(
    db,
    sql`select before, after from audit_log where entity = 'plan' and entity_id = ${String(id)}
        and action = 'eliminar' order by id desc limit 1`,
  );
  if (!entry) return false;
  if (entry.after?.archived) {
    const back = await selectRows<{ id: number }>(
      db,
      sql`update plans set archived_at = null where id = ${id} and archived_at is not null returning id`,
    );
    return back.length > 0;
  }
  try {
    return await db.transaction(async (tx) => {
      const back = await selectRows<{ id: number }>(
        tx,
        sql`insert into plans select * from jsonb_populate_record(null::plans, ${JSON.stringify(entry.before)}::jsonb)
            on conflict (id) do nothing returning id`,
      );
      return back.length > 0;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(
        'Ya hay otro plan con ese nombre en la academia: el plan no se puede restaurar.',
      );
    if (isForeignKeyViolation(error))
      throw conflict('La academia del plan ya no existe: el plan no se puede restaurar.');
    throw error;
  }
};
