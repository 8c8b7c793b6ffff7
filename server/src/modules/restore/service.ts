import type { RestorableEntity } from '@academias/shared/contract/restore';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { conflict, forbidden, notFound } from '../../http/http-error.ts';
import { restoreAcademy } from '../academies/academy-trash.ts';
import { restoreTemplate } from '../email/template-trash.ts';
import { restoreExpense } from '../expenses/repository.ts';
import { restorePlan } from '../plans/plan-trash.ts';
import { restoreStudent } from '../students/student-trash.ts';
import { restoreStaff } from '../team/staff-trash.ts';
import type { DeleteEntry } from './delete-entry.ts';

/** Per restorable entity (also its `audit_log.entity`): who may, how to undo its delete, and the Spanish answers. */
const restorers: Record<
  RestorableEntity,
  {
    adminOnly: boolean;
    restore: (
      db: Db,
      user: CurrentUser,
      id: number,
      entry: DeleteEntry | undefined,
    ) => Promise<boolean>;
    missing: string;
    done: string;
  }
> = {
  gasto: {
    adminOnly: true,
    restore: (db, _user, id) => restoreExpense(db, id),
    missing: 'No hay un gasto eliminado con ese número.',
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
    missing: 'No hay un plan eliminado con ese número.',
    done: 'Plan restaurado.',
  },
  alumno: {
    adminOnly: true,
    restore: (db, _user, id, entry) => restoreStudent(db, id, entry),
    missing: 'No hay un alumno eliminado con ese número.',
    done: 'Alumno restaurado.',
  },
  academia: {
    adminOnly: true,
    restore: (db, _user, id, entry) => restoreAcademy(db, id, entry),
    missing: 'No hay una academia eliminada con ese número.',
    done: 'Academia restaurada.',
  },
  miembro: {
    adminOnly: true,
    restore: (db, _user, id, entry) => restoreStaff(db, id, entry),
    missing: 'No hay un miembro del equipo eliminado con ese número.',
    done: 'Miembro del equipo restaurado.',
  },
};

/** The record's latest delete or restore in the audit: what "Deshacer" undoes. */
const latestEntry = async (db: Db, entity: RestorableEntity, id: number) => {
  const [entry] = await selectRows<DeleteEntry & { action: string }>(
    db,
    sql`select action, before, after from audit_log where entity = ${entity} and entity_id = ${String(id)}
        and action in ('eliminar', 'restaurar') order by id desc limit 1 for update`,
  );
  return entry;
};

/**
 * "Deshacer" after a delete in a list: the record comes back (a soft delete undone, or the rows
 * its delete kept in the audit), in one transaction with its audit entry. It works whenever the
 * audit holds the delete, not only during the toast's seconds. A record already restored is a
 * Spanish 409 (to an admin: a teacher is told only about their own templates); one changed since
 * in a way that stops it coming back is a 409 naming why, and nothing changes.
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
    const entry = await latestEntry(tx, entity, id);
    if (entry?.action === 'restaurar' && user.role === 'admin')
      throw conflict('Ya se restauró: deshacer una vez basta, el registro está de vuelta.');
    if (!(await how.restore(tx, user, id, entry))) throw notFound(how.missing);
    await writeAudit(tx, { userId: user.id, entity, entityId: id, action: 'restaurar' });
  });
  return { ok: true as const, message: how.done };
};
