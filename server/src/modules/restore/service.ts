import type { RestorableEntity } from '@academias/shared/contract/restore';
import type { CurrentUser } from '../../auth/current-user.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/db-handle.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { restoreTemplate } from '../email/template-trash.ts';
import { restoreExpense } from '../expenses/repository.ts';
import { restorePlan } from '../plans/plan-trash.ts';

/** Per restorable entity: who may, how to undo its delete, and the Spanish answers. */
const restorers: Record<
  RestorableEntity,
  {
    adminOnly: boolean;
    restore: (db: Db, user: CurrentUser, id: number) => Promise<boolean>;
    missing: string;
    done: string;
  }
> = {
  gasto: {
    adminOnly: true,
    restore: (db, _user, id) => restoreExpense(db, id),
    missing: 'No hay un gasto eliminado con ese número: ya se restauró o nunca existió.',
    done: 'Gasto restaurado.',
  },
  plantilla: {
    adminOnly: false,
    restore: restoreTemplate,
    missing: 'No hay una plantilla tuya eliminada con ese número: ya se restauró o nunca existió.',
    done: 'Plantilla restaurada.',
  },
  plan: {
    adminOnly: true,
    restore: restorePlan,
    missing: 'No hay un plan eliminado con ese número: ya se restauró o nunca existió.',
    done: 'Plan restaurado.',
  },
};

/**
 * "Deshacer" after a delete in a list: the record comes back (a soft delete undone, or the copy
 * its delete kept in the audit), in one transaction with its audit entry.
 */
export const restoreDeleted = async (
  db: Db,
  user: CurrentUser,
  entity: RestorableEntity,
  id: number,
) => {
  const how = restorers[entity];
  if (how.adminOnly && user.role !== 'admin') throw forbidden();
  await db.transaction(async (tx) => {
    if (!(await how.restore(tx, user, id))) throw notFound(how.missing);
    await writeAudit(tx, { userId: user.id, entity, entityId: id, action: 'restaurar' });
  });
  return { ok: true as const, message: how.done };
};
