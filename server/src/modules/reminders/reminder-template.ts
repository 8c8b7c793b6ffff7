import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { unknownMergeFields } from '../../email/merge-fields.ts';
import { sanitizeEmailHtml, sanitizeSubject } from '../../email/sanitize-email-html.ts';
import { badRequest } from '../../http/http-error.ts';
import { defaultReminderTemplate } from './reminder-message.ts';

export const getReminderTemplateRow = async (db: Db | Tx) => {
  const [row] = await selectRows<{ subject: string; html: string }>(
    db,
    sql`select subject, html from reminder_template where id = 1`,
  );
  return row ? { ...row, isDefault: false } : { ...defaultReminderTemplate, isDefault: true };
};

/** Stored sanitised, as every template, and refused when it names a field that does not exist. */
export const saveReminderTemplateRow = async (
  db: Db,
  userId: number,
  input: { subject: string; html: string },
) => {
  const subject = sanitizeSubject(input.subject);
  const html = sanitizeEmailHtml(input.html);
  if (!subject) throw badRequest('El asunto no puede quedar vacío.', 'data.subject');
  if (!html.trim()) throw badRequest('El contenido no puede quedar vacío.', 'data.html');
  for (const [field, text] of [
    ['data.subject', subject],
    ['data.html', html],
  ] as const) {
    const unknown = unknownMergeFields(text);
    if (unknown.length > 0)
      throw badRequest(
        `Campo combinable desconocido: ${unknown.map((n) => `{{${n}}}`).join(', ')}.`,
        field,
      );
  }
  await db.transaction(async (tx) => {
    const before = await getReminderTemplateRow(tx);
    await tx.execute(sql`insert into reminder_template (id, subject, html, updated_by, updated_at) values (1, ${subject}, ${html}, ${userId}, now())
      on conflict (id) do update set subject = excluded.subject, html = excluded.html, updated_by = excluded.updated_by, updated_at = now()`);
    await writeAudit(tx, {
      userId,
      entity: 'reminder_template',
      entityId: '1',
      action: 'update',
      before,
      after: { subject, html },
    });
  });
};
