import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, requiredRef, updatedAt } from './columns.ts';

/** Image bytes live in PostgreSQL so every server instance behind a load balancer can serve them. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const emailTemplates = pgTable('email_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  /** Always stored sanitised (sanitize-html on the server); merge fields stay as `{{campo}}`. */
  html: text('html').notNull(),
  /** Author. Admin templates are visible to every teacher; a teacher's only to them and admins. */
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const emailImages = pgTable(
  'email_images',
  {
    id: serial('id').primaryKey(),
    /** sha-256 of the bytes: the public, unguessable name in the URL, and dedupe of re-uploads. */
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_images_key_uq').on(t.key),
    check(
      'email_images_mime_ck',
      sql`${t.mime} in ('image/png','image/jpeg','image/gif','image/webp')`,
    ),
  ],
);

// 'acceso': invitations and password resets (transactional, like confirmations).
export const emailSendKinds = [
  'masivo',
  'prueba',
  'confirmacion',
  'reenvio',
  'recordatorio',
  'acceso',
] as const;

/** One row per "send" action; subject and HTML are a snapshot, so editing a template later changes nothing queued. */
export const emailSends = pgTable(
  'email_sends',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: emailSendKinds }).notNull(),
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    templateId: integer('template_id'),
    templateName: text('template_name').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    /** The recipient filter used (for the history). */
    filter: jsonb('filter').notNull().default({}),
    /** Payment confirmations: one send per payment, so enqueueing twice adds nothing. */
    paymentId: integer('payment_id'),
    /** Resends point at the send they retry. */
    parentSendId: integer('parent_send_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_sends_payment_uq').on(t.paymentId),
    check(
      'email_sends_kind_ck',
      sql`${t.kind} in ('masivo','prueba','confirmacion','reenvio','recordatorio','acceso')`,
    ),
  ],
);

/**
 * 'enviando': handed to the SMTP server, outcome not yet recorded (outbox-worker.ts). Screens
 * show it as 'pendiente' (the contract knows only the four below).
 */
export const outboxStates = ['pendiente', 'enviando', 'enviado', 'fallido', 'omitido'] as const;
export type OutboxState = (typeof outboxStates)[number];

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sendId: requiredRef('send_id', () => emailSends.id),
    /** `user:<id>` or `email:<address>`: who, stable across retries; unique per send. */
    recipientKey: text('recipient_key').notNull(),
    userId: integer('user_id'),
    email: text('email'),
    name: text('name').notNull(),
    /** Merge field values captured when the send was queued. */
    merge: jsonb('merge').$type<Record<string, string>>().notNull().default({}),
    state: text('state', { enum: outboxStates }).notNull().default('pendiente'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /** Lease: a worker owns the row until this time; after a crash another worker takes it. */
    lockedUntil: moment('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Stable per row, so a message retried after an unknown outcome can be recognised downstream. */
    messageId: text('message_id').notNull(),
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_outbox_send_recipient_uq').on(t.sendId, t.recipientKey),
    uniqueIndex('email_outbox_message_id_uq').on(t.messageId),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pendiente', 'enviando')`),
    check(
      'email_outbox_state_ck',
      sql`${t.state} in ('pendiente','enviando','enviado','fallido','omitido')`,
    ),
    check('email_outbox_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);

/** Addresses that asked to stop receiving mass e-mail (normalised lower case). */
export const emailOptOuts = pgTable('email_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
