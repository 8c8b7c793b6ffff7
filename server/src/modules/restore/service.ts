import type { RestorableEntity } from '@academias/shared/contract/restore';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/db-handle.ts';
import { notFound } from '../../http/http-error.ts';
import { restoreExpense } from '../expenses/repository.ts';

/** Per restorable entity: how to undo its soft delete, and the Spanish answers. */
const restorers: Record<
  RestorableEntity,
  { restore: (db: Db, id: number) => Promise<boolean>; missing: string; done: string }
> = {
  gasto: {
    restore: restoreExpense,
    missing: 'No hay un gasto eliminado con ese número: ya se restauró o nunca existió.',
    done: 'Gasto restaurado.',
  },
};

/**
 * "Deshacer" after a delete in a list: the soft-deleted record comes back, in one transaction with
 * its audit entry (the delete's entry keeps what was deleted).
 */
export const restoreDeleted = async (
  db: Db,
  userId: number,
  entity: RestorableEntity,
  id: number,
) => {
  const how = restorers[entity];
  await db.transaction(async (tx) => {
    if (!(await how.restore(tx, id))) throw notFound(how.missing);
    await writeAudit(tx, { userId, entity, entityId: id, action: 'restaurar' });
  });
  return { ok: true as const, message: how.done };
};
