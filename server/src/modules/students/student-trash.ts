import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { conflict } from '../../http/http-error.ts';
import type { DeleteEntry } from '../restore/delete-entry.ts';
import { deleteKept, type KeptRow, putBack } from '../restore/kept-rows.ts';

/** What a student's hard delete removed, kept whole in its audit entry (`before`). */
interface KeptStudent {
  user: KeptRow;
  enrolments: KeptRow[];
  /** Links as a ward and as a guardian. */
  guardians: KeptRow[];
  accountLinks: KeptRow[];
  payLinkRevocations: KeptRow[];
}

/** What a student's archive did (`after`): undone by "Deshacer". */
interface ArchivedStudent {
  archived: true;
  /** Their disabled moment before the archive (null: they could log in). */
  disabledAt: string | null;
  /** The enrolments the archive finished, as they were. */
  enrolments: { id: number; status: string; endDate: string | null }[];
}

/** Archived and unable to log in; their open enrolments finished today (answered as they were). */
const archivePerson = async (tx: Tx, id: number) => {
  const [person] = await selectRows<{ disabledAt: string | null }>(
    tx,
    sql`update users u set archived_at = now(), disabled_at = now(), updated_at = now()
        from (select disabled_at from users where id = ${id}) old
        where u.id = ${id} returning old.disabled_at as "disabledAt"`,
  );
  const enrolments = await selectRows<ArchivedStudent['enrolments'][number]>(
    tx,
    sql`update enrolments e set status = 'finalizado', end_date = current_date, updated_at = now()
        from (select id, status, end_date from enrolments where student_id = ${id} and status <> 'finalizado') old
        where e.id = old.id returning e.id, old.status, old.end_date::text as "endDate"`,
  );
  return { archived: true, disabledAt: person?.disabledAt ?? null, enrolments };
};

/** Deletes the person with what points at them (sessions aside), answering what it removed. */
const deletePerson = async (tx: Tx, id: number): Promise<KeptStudent> => {
  const guardians = await deleteKept(
    tx,
    'guardians',
    sql`t.student_id = ${id} or t.guardian_id = ${id}`,
  );
  const enrolments = await deleteKept(tx, 'enrolments', sql`t.student_id = ${id}`);
  const accountLinks = await deleteKept(tx, 'account_links', sql`t.user_id = ${id}`);
  const payLinkRevocations = await deleteKept(tx, 'pay_link_revocations', sql`t.user_id = ${id}`);
  const [user = {}] = await deleteKept(tx, 'users', sql`t.id = ${id}`);
  return { user, enrolments, guardians, accountLinks, payLinkRevocations };
};

/**
 * A student's delete, kept so that "Deshacer" (modules/restore) can undo it: with charges they are
 * archived (everything paid stays), else deleted with their enrolments, guardian links and login
 * kept whole in the audit entry. Answers whether they were archived.
 */
export const deleteStudentKept = async (
  tx: Tx,
  userId: number,
  id: number,
  archive: boolean,
): Promise<boolean> => {
  const entry = { userId, entity: 'alumno', entityId: id, action: 'eliminar' };
  if (archive) await writeAudit(tx, { ...entry, after: await archivePerson(tx, id) });
  else await writeAudit(tx, { ...entry, before: await deletePerson(tx, id), after: {} });
  return archive;
};

/** Takes an archived person out of the archive, with the enrolments the archive finished. */
const unarchive = async (db: Db, id: number, done: ArchivedStudent) => {
  const back = await selectRows<{ id: number }>(
    db,
    sql`update users set archived_at = null, disabled_at = ${done.disabledAt}, updated_at = now()
        where id = ${id} and archived_at is not null returning id`,
  );
  if (back.length === 0) return false;
  for (const e of done.enrolments) {
    try {
      const reopened = await selectRows<{ id: number }>(
        db,
        sql`update enrolments set status = ${e.status}, end_date = ${e.endDate}, updated_at = now()
            where id = ${e.id} and student_id = ${id} and status = 'finalizado' returning id`,
      );
      if (reopened.length === 0)
        throw conflict('Una inscripción del alumno cambió desde que se eliminó: no se restaura.');
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw conflict('El alumno ya tiene otra inscripción vigente en uno de sus planes.');
    }
  }
  return true;
};

/** Puts a deleted person back with their id, login, enrolments and guardian links. */
const putPersonBack = async (db: Db, kept: KeptStudent) => {
  await putBack(db, 'users', [kept.user], {
    gone: 'Un dato del alumno ya no existe: no se puede restaurar.',
    clashes: {
      users_pkey: 'El alumno ya está de vuelta.',
      users_rut_unique: `Otra persona ya tiene el RUT ${String(kept.user.rut)}: el alumno no se puede restaurar. Cambia o elimina esa persona y vuelve a intentarlo.`,
      users_username_unique: `Otra persona ya usa el nombre de usuario ${String(kept.user.username)}: el alumno no se puede restaurar.`,
    },
  });
  await putBack(db, 'enrolments', kept.enrolments, {
    gone: 'Un plan en que estaba inscrito el alumno ya no existe: no se puede restaurar.',
  });
  await putBack(db, 'guardians', kept.guardians, {
    gone: 'Un apoderado o pupilo del alumno ya no existe: no se puede restaurar.',
  });
  await putBack(db, 'account_links', kept.accountLinks, { gone: 'El alumno ya no existe.' });
  await putBack(db, 'pay_link_revocations', kept.payLinkRevocations, {
    gone: 'El alumno ya no existe.',
  });
  return true;
};

/**
 * Undoes a student's latest delete (its audit entry): out of the archive, or put back whole. False
 * when there is nothing to undo. A RUT or username taken meanwhile, a plan or guardian gone: a
 * Spanish 409 and, the transaction rolled back, nothing changed.
 */
export const restoreStudent = async (
  db: Db,
  id: number,
  entry: DeleteEntry | undefined,
): Promise<boolean> => {
  if (!entry) return false;
  const after = entry.after as Partial<ArchivedStudent> | null;
  if (after?.archived) return unarchive(db, id, after as ArchivedStudent);
  const kept = entry.before as KeptStudent | null;
  return kept?.user?.id === id ? putPersonBack(db, kept) : false;
};
