import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';

/** A deleted template as its audit entry keeps it (its sends keep its id: no foreign key). */
interface DeletedTemplate {
  id: number;
  name: string;
  subject: string;
  html: string;
  created_by: number;
  created_at: string;
  updated_at: string;
}

/**
 * Deletes a template, keeping it in the audit entry, so "Deshacer" (modules/restore) can bring it
 * back. Sends keep their own copy of subject and body.
 */
export const deleteTemplateKept = (db: Db, userId: number, id: number) =>
  db.transaction(async (tx) => {
    const [before] = await selectRows<DeletedTemplate>(
      tx,
      sql`select id, name, subject, html, created_by, created_at, updated_at from email_templates where id = ${id} for update`,
    );
    if (!before) return;
    await tx.execute(sql`delete from email_templates where id = ${id}`);
    await writeAudit(tx, { userId, entity: 'plantilla', entityId: id, action: 'eliminar', before });
  });

/**
 * Puts a deleted template back from its audit entry (same id, so its sends point to it again,
 * author and dates); false when there is nothing to restore (never deleted, or already back). A teacher
 * restores only their own templates, as they delete only those.
 */
export const restoreTemplate = async (db: Db, user: CurrentUser, id: number): Promise<boolean> => {
  const [entry] = await selectRows<{ before: DeletedTemplate }>(
    db,
    sql`select before from audit_log where entity = 'plantilla' and entity_id = ${String(id)}
        and action = 'eliminar' order by id desc limit 1`,
  );
  const kept = entry?.before;
  if (!kept) return false;
  if (user.role !== 'admin' && kept.created_by !== user.id) return false;
  const inserted = await selectRows<{ id: number }>(
    db,
    sql`insert into email_templates (id, name, subject, html, created_by, created_at, updated_at)
        values (${id}, ${kept.name}, ${kept.subject}, ${kept.html}, ${kept.created_by}, ${kept.created_at}, ${kept.updated_at})
        on conflict (id) do nothing returning id`,
  );
  return inserted.length > 0;
};
