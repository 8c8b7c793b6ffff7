import { type StudentSelection, STUDENT_BULK_LIMIT } from '@academias/shared/contract/students';
import { plural } from '@academias/shared/domain';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { writeAudit } from '../../db/audit.ts';
import { type Db, inList, selectRows } from '../../db/db-handle.ts';
import { badRequest } from '../../http/http-error.ts';
import { listStudents } from './repository.ts';

/** A person a bulk action reaches: students (type 2) get reminders and templates; both are invited. */
export interface ChosenPerson {
  id: number;
  type: number;
  archived: boolean;
}

const AUDIT_ENTITY = 'alumnos_masivo';

/** The ticked people (each must exist and be a student or guardian) or every one of the filter, capped. */
export const resolveSelection = async (
  db: Db,
  user: CurrentUser,
  selection: StudentSelection,
): Promise<ChosenPerson[]> => {
  if (selection.ids?.length) {
    const rows = await selectRows<ChosenPerson>(
      db,
      sql`select u.id, u.type, (u.archived_at is not null) as archived from users u
          where u.type >= 2 and ${inList(sql`u.id`, selection.ids)} order by u.id`,
    );
    if (rows.length !== selection.ids.length)
      throw badRequest(
        'Una o más personas elegidas no existen o no son alumnos ni apoderados.',
        'data.students.ids',
      );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }
  const found = await listStudents(db, user, {
    ...selection.filter,
    page: 1,
    pageSize: STUDENT_BULK_LIMIT + 1,
    order: 'asc',
    sort: 'id',
  });
  if (found.items.length > STUDENT_BULK_LIMIT)
    throw badRequest(
      `El filtro tiene más de ${plural(STUDENT_BULK_LIMIT, 'persona', 'personas')}: acótalo (academia, plan, estado o búsqueda) y repite la acción por partes.`,
      'data.students.filter',
    );
  return found.items.map((s) => ({ id: s.id, type: s.type, archived: s.archived }));
};

/** Serialises calls with the same idempotency key until the transaction ends (a double click waits). */
export const lockBulkKey = async (tx: Db, key: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${AUDIT_ENTITY}-${key}`}))`);
};

/** What an earlier call with this key did (kept in the audit log), or null. */
export const earlierRun = async <Result>(
  db: Db,
  key: string,
): Promise<{ action: string; result: Result } | null> => {
  const [row] = await selectRows<{ action: string; after: Result }>(
    db,
    sql`select action, after from audit_log where entity = ${AUDIT_ENTITY} and entity_id = ${key} limit 1`,
  );
  return row ? { action: row.action, result: row.after } : null;
};

/** The action, who it reached and what it answered, under its key (the audit of the bulk action). */
export const recordRun = (
  db: Db,
  userId: number,
  key: string,
  action: string,
  result: object & { people: number[] },
) => writeAudit(db, { userId, entity: AUDIT_ENTITY, entityId: key, action, after: result });
