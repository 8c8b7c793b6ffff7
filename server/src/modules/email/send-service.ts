import type { RecipientFilter } from '@academias/shared/contract/email';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { enqueueSend } from '../../email/enqueue-send.ts';
import { renderMergeHtml, renderMergeSubject } from '../../email/merge-fields.ts';
import { sanitizeEmailHtml } from '../../email/sanitize-email-html.ts';
import { badRequest } from '../../http/http-error.ts';
import {
  checkFilterScope,
  resolveRecipients,
  sampleRecipient,
  toMergeData,
} from './recipients-repository.ts';
import { cleanDraft, getTemplate } from './templates-repository.ts';

/** `payLinkOf` fills {{link_pago}} with each recipient's personal pay link (modules/pay-links). */
export type PayLinkOf = (userId: number) => string;

/** The draft cleaned, and the merge data of a real recipient (the chosen one, or a sample). */
const withSampleRecipient = async (
  db: Db,
  user: CurrentUser,
  draft: { subject: string; html: string; userId?: number | undefined },
  publicUrl: string,
  payLinkOf?: PayLinkOf,
) => {
  const clean = cleanDraft(draft);
  const recipient = await sampleRecipient(db, user, draft.userId);
  const merge = recipient ? toMergeData(recipient, publicUrl, payLinkOf) : {};
  return { clean, recipient, merge };
};

/** A draft rendered with a real recipient's data, sanitised exactly as it will be sent. */
export const renderPreview = async (...args: Parameters<typeof withSampleRecipient>) => {
  const { clean, recipient, merge } = await withSampleRecipient(...args);
  return {
    subject: renderMergeSubject(clean.subject, merge),
    html: sanitizeEmailHtml(renderMergeHtml(clean.html, merge)),
    recipientName: recipient?.name ?? null,
  };
};

/** Sends the draft to the caller's own address, filled with a real recipient's data. */
export const queueTestSend = async (...args: Parameters<typeof withSampleRecipient>) => {
  const [db, user] = args;
  const { clean, merge } = await withSampleRecipient(...args);
  const [me] = await selectRows<{ email: string | null }>(
    db,
    sql`select lower(nullif(trim(email), '')) as email from users where id = ${user.id}`,
  );
  if (!me?.email)
    throw badRequest('Tu usuario no tiene un correo registrado para recibir la prueba.', 'data');
  const result = await enqueueSend(
    db,
    {
      kind: 'prueba',
      authorId: user.id,
      authorName: user.name,
      templateId: null,
      templateName: 'Prueba',
      subject: `[Prueba] ${clean.subject}`,
      html: clean.html,
    },
    [
      {
        key: `user:${user.id}`,
        userId: user.id,
        email: me.email,
        name: user.name,
        merge,
      },
    ],
  );
  return { sendId: result.sendId, to: me.email };
};

/** Queues a template for every recipient of the filter, or nothing at all. */
export const queueTemplateSend = async (
  db: Db,
  user: CurrentUser,
  templateId: number,
  filter: RecipientFilter,
  publicUrl: string,
  payLinkOf?: PayLinkOf,
) => {
  const { row } = await getTemplate(db, user, templateId);
  await checkFilterScope(db, user, filter);
  const recipients = await resolveRecipients(db, user, filter, publicUrl, payLinkOf);
  if (recipients.length === 0)
    throw badRequest('El filtro no tiene destinatarios.', 'data.recipients');
  if (!recipients.some((r) => r.email))
    throw badRequest('Ningún destinatario del filtro tiene correo registrado.', 'data.recipients');
  return enqueueSend(
    db,
    {
      kind: 'masivo',
      authorId: user.id,
      authorName: user.name,
      templateId: row.id,
      templateName: row.name,
      subject: row.subject,
      html: row.html,
      filter,
    },
    recipients,
  );
};
