import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, inList, selectRows, type Tx } from '../../db/db-handle.ts';
import { conflict } from '../../http/http-error.ts';
import type { DeleteEntry } from '../restore/delete-entry.ts';
import { deleteKept, type KeptRow, putBack } from '../restore/kept-rows.ts';

/** What taking someone off the team did, in its audit entry (`before`). */
interface KeptMember {
  /** Their disabled moment before (null: they could log in). */
  disabledAt: string | null;
  /** Their academies (academy_teachers rows). */
  academies: KeptRow[];
}

/**
 * Takes a member off the team, kept for "Deshacer": archived and unable to log in (payments,
 * percents and history keep pointing at them), off their academies; the audit entry keeps both.
 */
export const archiveStaffKept = async (tx: Tx, userId: number, id: number): Promise<void> => {
  const [person] = await selectRows<{ disabledAt: string | null }>(
    tx,
    sql`update users u set archived_at = now(), disabled_at = now(), updated_at = now()
        from (select disabled_at from users where id = ${id}) old
        where u.id = ${id} returning old.disabled_at as "disabledAt"`,
  );
  const academies = await deleteKept(tx, 'academy_teachers', sql`t.teacher_id = ${id}`);
  const before: KeptMember = { disabledAt: person?.disabledAt ?? null, academies };
  await writeAudit(tx, {
    userId,
    entity: 'miembro',
    entityId: id,
    action: 'eliminar',
    before,
    after: { archived: true },
  });
};

/** The first of `academyIds` that is no longer active (archived or deleted), by name. */
const inactiveAcademy = async (db: Db, academyIds: number[]) => {
  if (academyIds.length === 0) return undefined;
  const active = await selectRows<{ id: number }>(
    db,
    sql`select id from academies where ${inList(sql`id`, academyIds)} and archived_at is null`,
  );
  const missing = academyIds.find((a) => !active.some((x) => x.id === a));
  if (missing === undefined) return undefined;
  const [row] = await selectRows<{ name: string | null }>(
    db,
    sql`select coalesce((select name from academies where id = ${missing}),
        (select before->'academy'->>'name' from audit_log where entity = 'academia'
         and entity_id = ${String(missing)} and action = 'eliminar' order by id desc limit 1)) as name`,
  );
  return row?.name ?? 'Una de sus academias';
};

/**
 * Undoes a member's latest removal (its audit entry): back on the team, their login as it was,
 * on their academies again. False when there is nothing to undo. One of their academies deleted or
 * archived meanwhile: a Spanish 409 and nothing changed.
 */
export const restoreStaff = async (
  db: Db,
  id: number,
  entry: DeleteEntry | undefined,
): Promise<boolean> => {
  const kept = entry?.before as KeptMember | null | undefined;
  if (!kept) return false;
  const gone = await inactiveAcademy(
    db,
    kept.academies.map((a) => Number(a.academy_id)),
  );
  if (gone)
    throw conflict(
      `${gone} ya no está activa: el miembro del equipo no se puede restaurar con sus academias.`,
    );
  const back = await selectRows<{ id: number }>(
    db,
    sql`update users set archived_at = null, disabled_at = ${kept.disabledAt}, updated_at = now()
        where id = ${id} and type in (0, 1) and archived_at is not null returning id`,
  );
  if (back.length === 0) return false;
  await putBack(db, 'academy_teachers', kept.academies, { gone: 'Una academia ya no existe.' });
  return true;
};
