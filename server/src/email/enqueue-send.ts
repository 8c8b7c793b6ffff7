import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { emailOptOuts, emailOutbox, emailSends, type emailSendKinds } from '../db/schema/email.ts';
import { emailBounces } from '../db/schema/reminders.ts';
import type { Db } from '../db/db-handle.ts';
import type { MergeData } from './merge-fields.ts';
import { isTransactional } from './transactional.ts';

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

/** Addresses of `addresses` that must not get mass e-mail: opted out or bounced (SMTP 5xx). */
const blockedAddresses = async (tx: Db, addresses: string[]) => {
  const optedOut = new Set<string>();
  const bounced = new Set<string>();
  for (let i = 0; i < addresses.length; i += 1000) {
    const chunk = addresses.slice(i, i + 1000);
    const opted = await tx
      .select({ email: emailOptOuts.email })
      .from(emailOptOuts)
      .where(inArray(emailOptOuts.email, chunk));
    for (const row of opted) optedOut.add(row.email);
    const refused = await tx
      .select({ email: emailBounces.email })
      .from(emailBounces)
      .where(inArray(emailBounces.email, chunk));
    for (const row of refused) bounced.add(row.email);
  }
  return { optedOut, bounced };
};

export const bouncedReason = 'El correo fue rechazado por el servidor de destino (rebotado)';

/** Creates the send row (the snapshot of subject and HTML the outbox rows point at). */
export const createSend = async (tx: Db, send: NewSend) => {
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
  return created;
};

/**
 * Adds one outbox row per recipient to a send. Recipients without an address, who opted out or
 * whose address bounced are recorded as omitido, so the history shows them and the worker never
 * tries them. Returns the rows' ids by recipient key.
 */
export const addRecipients = async (
  tx: Db,
  sendId: number,
  kind: NewSend['kind'],
  recipients: QueuedRecipient[],
) => {
  const addresses = recipients.flatMap((r) => (r.email ? [r.email.toLowerCase()] : []));
  // Confirmations and account access (invitations, resets) are transactional: they go out
  // whatever the mass-mail preference (isTransactional).
  const blocked =
    addresses.length > 0
      ? await blockedAddresses(tx, addresses)
      : { optedOut: new Set<string>(), bounced: new Set<string>() };
  const rows = recipients.map((r) => {
    const email = r.email?.toLowerCase() ?? null;
    const skip = !email
      ? 'El destinatario no tiene correo registrado'
      : blocked.bounced.has(email)
        ? bouncedReason
        : !isTransactional(kind) && blocked.optedOut.has(email)
          ? 'El destinatario se dio de baja de los correos'
          : null;
    return {
      sendId,
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
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await tx
      .insert(emailOutbox)
      .values(rows.slice(i, i + 500))
      .returning({ id: emailOutbox.id, key: emailOutbox.recipientKey });
    for (const row of inserted) ids.set(row.key, row.id);
  }
  return {
    ids,
    queued: rows.filter((r) => r.state === 'pendiente').length,
    skipped: rows.filter((r) => r.state === 'omitido').length,
  };
};

/** Writes the send and its outbox rows in one transaction: either every recipient is queued or none is. */
export const enqueueSend = async (db: Db, send: NewSend, recipients: QueuedRecipient[]) =>
  db.transaction(async (tx) => {
    const created = await createSend(tx, send);
    const result = await addRecipients(tx, created.id, send.kind, recipients);
    return { sendId: created.id, queued: result.queued, skipped: result.skipped };
  });
