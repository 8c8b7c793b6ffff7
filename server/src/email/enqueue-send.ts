import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { emailOptOuts, emailOutbox, emailSends, type emailSendKinds } from '../db/schema/email.ts';
import type { EmailDb } from './email-db.ts';
import type { MergeData } from './merge-fields.ts';

export interface QueuedRecipient {
  /** Unique within the send: `user:<id>` or `email:<address>`. */
  key: string;
  userId: number | null;
  email: string | null;
  name: string;
  merge: MergeData;
}

export interface NewSend {
  kind: (typeof emailSendKinds)[number];
  authorId: number | null;
  authorName: string;
  templateId: number | null;
  templateName: string;
  subject: string;
  html: string;
  filter?: unknown;
  paymentId?: number | null;
  parentSendId?: number | null;
}

export const messageIdDomain = 'academias.local';

/**
 * Writes the send and one outbox row per recipient in one transaction: either every recipient is
 * queued or none is. Recipients without an address or who opted out are recorded as omitido, so
 * the history shows them and the worker never tries them.
 */
export const enqueueSend = async (db: EmailDb, send: NewSend, recipients: QueuedRecipient[]) =>
  db.transaction(async (tx) => {
    const addresses = recipients.flatMap((r) => (r.email ? [r.email.toLowerCase()] : []));
    const optedOut = new Set<string>();
    // Confirmations are transactional and go out whatever the mass-mail preference.
    if (send.kind !== 'confirmacion' && addresses.length > 0) {
      for (let i = 0; i < addresses.length; i += 1000) {
        const rows = await tx
          .select({ email: emailOptOuts.email })
          .from(emailOptOuts)
          .where(inArray(emailOptOuts.email, addresses.slice(i, i + 1000)));
        for (const row of rows) optedOut.add(row.email);
      }
    }
    const [created] = await tx
      .insert(emailSends)
      .values({
        kind: send.kind,
        authorId: send.authorId,
        authorName: send.authorName,
        templateId: send.templateId,
        templateName: send.templateName,
        subject: send.subject,
        html: send.html,
        filter: send.filter ?? {},
        paymentId: send.paymentId ?? null,
        parentSendId: send.parentSendId ?? null,
      })
      .returning({ id: emailSends.id, createdAt: emailSends.createdAt });
    if (!created) throw new Error('no se pudo crear el envío');
    const rows = recipients.map((r) => {
      const email = r.email?.toLowerCase() ?? null;
      const skip = !email ? 'El destinatario no tiene correo registrado' : optedOut.has(email) ? 'El destinatario se dio de baja de los correos' : null;
      return {
        sendId: created.id,
        recipientKey: r.key,
        userId: r.userId,
        email,
        name: r.name,
        merge: r.merge,
        state: skip ? ('omitido' as const) : ('pendiente' as const),
        lastError: skip,
        messageId: `<${randomUUID()}@${messageIdDomain}>`,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await tx.insert(emailOutbox).values(rows.slice(i, i + 500));
    return {
      sendId: created.id,
      queued: rows.filter((r) => r.state === 'pendiente').length,
      skipped: rows.filter((r) => r.state === 'omitido').length,
    };
  });
