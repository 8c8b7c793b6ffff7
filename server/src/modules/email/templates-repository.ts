import type { EndpointQuery } from '@academias/shared/contract';
import type { EmailTemplate, getEmails } from '@academias/shared/contract/email';
import { type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { likePattern } from '../../db/list-helpers.ts';
import { deleteTemplateKept } from './template-trash.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { unknownMergeFields } from '../../email/merge-fields.ts';
import { sanitizeEmailHtml, sanitizeSubject } from '../../email/sanitize-email-html.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';

interface TemplateRow {
  id: number;
  name: string;
  subject: string;
  html: string;
  created_by: number;
  author_name: string;
  author_type: number;
  updated_at: Date | string;
}

/** Admin templates are shared with every teacher; a teacher's own stay theirs. */
const visible = (user: CurrentUser): SQL =>
  user.role === 'admin' ? sql`true` : sql`(t.created_by = ${user.id} or au.type = 0)`;

const canEdit = (user: CurrentUser, row: TemplateRow) =>
  user.role === 'admin' || row.created_by === user.id;

const toTemplate = (user: CurrentUser, row: TemplateRow): EmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  html: row.html,
  authorId: row.created_by,
  authorName: row.author_name,
  canEdit: canEdit(user, row),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const selectTemplates = sql`select t.id, t.name, t.subject, t.html, t.created_by, t.updated_at,
    trim(au.first_name || ' ' || au.last_name) as author_name, au.type as author_type
  from email_templates t join users au on au.id = t.created_by`;

export const listTemplates = async (
  db: Db,
  user: CurrentUser,
  query: EndpointQuery<typeof getEmails>,
) => {
  const search = query.search
    ? sql`and (t.name ilike ${likePattern(query.search)} or t.subject ilike ${likePattern(query.search)})`
    : sql``;
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy =
    query.sort === 'updatedAt'
      ? sql`t.updated_at ${direction}, t.id`
      : sql`lower(t.name) ${direction}, t.id`;
  const [count] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from email_templates t join users au on au.id = t.created_by where ${visible(user)} ${search}`,
  );
  const items = await selectRows<TemplateRow>(
    db,
    sql`${selectTemplates} where ${visible(user)} ${search} order by ${orderBy} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    items: items.map((r) => toTemplate(user, r)),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** The template if the caller may see it; 404 otherwise (never someone else's content). */
export const getTemplate = async (db: Db, user: CurrentUser, id: number) => {
  const [row] = await selectRows<TemplateRow>(
    db,
    sql`${selectTemplates} where t.id = ${id} and ${visible(user)}`,
  );
  if (!row) throw notFound('No se encontró la plantilla.');
  return { row, template: toTemplate(user, row) };
};

const getEditable = async (db: Db, user: CurrentUser, id: number) => {
  const { row } = await getTemplate(db, user, id);
  if (!canEdit(user, row)) throw forbidden('Solo puedes modificar tus propias plantillas.');
  return row;
};

/** Sanitises and checks merge fields; a 400 names the field, nothing is written. */
export const cleanDraft = (draft: { subject: string; html: string }) => {
  const subject = sanitizeSubject(draft.subject);
  const html = sanitizeEmailHtml(draft.html);
  if (!subject) throw badRequest('El asunto es obligatorio.', 'data.subject');
  if (!html.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(html))
    throw badRequest('El contenido queda vacío después de sanear el HTML.', 'data.html');
  const unknownInSubject = unknownMergeFields(subject);
  if (unknownInSubject.length)
    throw badRequest(
      `Campo de combinación desconocido: {{${unknownInSubject.join('}}, {{')}}}.`,
      'data.subject',
    );
  const unknownInHtml = unknownMergeFields(html);
  if (unknownInHtml.length)
    throw badRequest(
      `Campo de combinación desconocido: {{${unknownInHtml.join('}}, {{')}}}.`,
      'data.html',
    );
  return { subject, html };
};

export const saveTemplate = async (
  db: Db,
  user: CurrentUser,
  data: { id?: number | undefined; name: string; subject: string; html: string },
) => {
  const { subject, html } = cleanDraft(data);
  if (data.id) {
    await getEditable(db, user, data.id);
    await db.execute(
      sql`update email_templates set name = ${data.name}, subject = ${subject}, html = ${html}, updated_at = now() where id = ${data.id}`,
    );
    return (await getTemplate(db, user, data.id)).template;
  }
  const [created] = await selectRows<{ id: number }>(
    db,
    sql`insert into email_templates (name, subject, html, created_by) values (${data.name}, ${subject}, ${html}, ${user.id}) returning id`,
  );
  if (!created) throw new Error('no se pudo crear la plantilla');
  return (await getTemplate(db, user, created.id)).template;
};

export const deleteTemplate = async (db: Db, user: CurrentUser, id: number) => {
  await getEditable(db, user, id);
  // Sends keep their own copy of subject and body; the audit keeps the template for "Deshacer".
  await deleteTemplateKept(db, user.id, id);
};

export const templateSends = (db: Db, user: CurrentUser, templateId: number) =>
  selectRows<{ id: number; created_at: Date | string; total: number; enviado: number }>(
    db,
    sql`select s.id, s.created_at, count(o.id)::int as total, count(o.id) filter (where o.state = 'enviado')::int as enviado
        from email_sends s left join email_outbox o on o.send_id = s.id
        where s.template_id = ${templateId} and s.kind = 'masivo' ${user.role === 'admin' ? sql`` : sql`and s.author_id = ${user.id}`}
        group by s.id order by s.created_at desc, s.id desc limit 10`,
  );
