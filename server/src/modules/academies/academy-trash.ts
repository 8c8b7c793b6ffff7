import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, inList, selectRows, type Tx } from '../../db/db-handle.ts';
import { conflict } from '../../http/http-error.ts';
import type { DeleteEntry } from '../restore/delete-entry.ts';
import { deleteKept, type KeptRow, putBack } from '../restore/kept-rows.ts';

/** What an academy's delete removed, kept whole in its audit entry (`before`). */
interface KeptAcademy {
  /** The academy's row: only when it was deleted (an archived one keeps its row). */
  academy?: KeptRow;
  teachers: KeptRow[];
  charges?: KeptRow[];
  percents?: KeptRow[];
  billingRules?: KeptRow[];
  siblingDiscounts?: KeptRow[];
  reminderSchedules?: KeptRow[];
}

/** What the rows of an academy deleted without history hang from, in the order to remove them. */
const dependants = [
  ['charges', 'academy_charges'],
  ['percents', 'academy_percents'],
  ['billingRules', 'academy_billing_rules'],
  ['siblingDiscounts', 'academy_sibling_discounts'],
  ['reminderSchedules', 'reminder_schedules'],
] as const;

/**
 * Takes the teachers off an academy and archives it (its history stays) or deletes it with its
 * costs, percents and rules, all kept in the audit entry so that "Deshacer" can put it back.
 */
export const removeAcademy = async (
  tx: Tx,
  userId: number,
  id: number,
  keepHistory: boolean,
): Promise<void> => {
  const kept: KeptAcademy = {
    teachers: await deleteKept(tx, 'academy_teachers', sql`t.academy_id = ${id}`),
  };
  if (keepHistory) {
    await tx.execute(sql`update academies set archived_at = now() where id = ${id}`);
  } else {
    for (const [key, table] of dependants)
      kept[key] = await deleteKept(tx, table, sql`t.academy_id = ${id}`);
    [kept.academy] = await deleteKept(tx, 'academies', sql`t.id = ${id}`);
  }
  await writeAudit(tx, {
    userId,
    entity: 'academia',
    entityId: id,
    action: 'eliminar',
    before: kept,
    after: { archived: keepHistory },
  });
};

/** Its teachers back on the academy: each must still be an active teacher of the team. */
const putTeachersBack = async (db: Db, teachers: KeptRow[]) => {
  const ids = teachers.map((t) => Number(t.teacher_id));
  if (ids.length === 0) return;
  const active = await selectRows<{ id: number }>(
    db,
    sql`select id from users where ${inList(sql`id`, ids)} and type = 1 and archived_at is null`,
  );
  const missing = ids.find((teacher) => !active.some((a) => a.id === teacher));
  const [gone] =
    missing === undefined
      ? []
      : await selectRows<{ name: string }>(
          db,
          sql`select coalesce(max(first_name || ' ' || last_name), 'Un profesor') as name from users where id = ${missing}`,
        );
  if (gone)
    throw conflict(
      `${gone.name.trim()} ya no está activo en el equipo: la academia no se puede restaurar como estaba.`,
    );
  await putBack(db, 'academy_teachers', teachers, { gone: 'Un profesor ya no existe.' });
};

/**
 * Undoes an academy's latest delete (its audit entry): out of the archive, or put back whole with
 * its id, costs, percents and rules; its teachers back on it. False when there is nothing to
 * undo. A name taken meanwhile or a teacher gone: a Spanish 409 and nothing changed.
 */
export const restoreAcademy = async (
  db: Db,
  id: number,
  entry: DeleteEntry | undefined,
): Promise<boolean> => {
  const kept = entry?.before as KeptAcademy | null | undefined;
  if (!kept) return false;
  if ((entry?.after as { archived?: boolean } | null)?.archived) {
    const back = await selectRows<{ id: number }>(
      db,
      sql`update academies set archived_at = null where id = ${id} and archived_at is not null returning id`,
    );
    if (back.length === 0) return false;
  } else {
    if (!kept.academy) return false;
    await putBack(db, 'academies', [kept.academy], {
      gone: 'La academia no se puede restaurar.',
      clashes: {
        academies_pkey: 'La academia ya está de vuelta.',
        academies_name_unique: `Ya hay otra academia llamada ${String(kept.academy.name)}: la academia no se puede restaurar. Cambia el nombre de la otra y vuelve a intentarlo.`,
      },
    });
    for (const [key, table] of dependants)
      await putBack(db, table, kept[key] ?? [], {
        gone: 'Un profesor de los porcentajes de la academia ya no existe: no se puede restaurar.',
      });
  }
  await putTeachersBack(db, kept.teachers);
  return true;
};
