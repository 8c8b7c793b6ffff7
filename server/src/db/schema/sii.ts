import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, day, moment, requiredRef, updatedAt } from './columns.ts';
import { documents } from './payments.ts';

/**
 * What the SII needs beyond the tax data in issuer_settings: actividad económica, the resolución
 * that authorises the issuer, and the signing certificate. The PKCS#12 file and its password
 * are stored sealed (AES-256-GCM with the app's 'sii' secret) and never returned by the API.
 */
export const siiIssuer = pgTable(
  'sii_issuer',
  {
    id: smallint('id').primaryKey().default(1),
    acteco: text('acteco').notNull(),
    resolutionNumber: integer('resolution_number').notNull(),
    resolutionDate: day('resolution_date').notNull(),
    /** RUT of the certificate's owner, sent as RutEnvia. */
    senderRut: text('sender_rut').notNull(),
    certificateSealed: text('certificate_sealed'),
    certificateSubject: text('certificate_subject'),
    certificateValidTo: moment('certificate_valid_to'),
    /** Warn when fewer folios than this remain for a type. */
    lowFolioWarning: integer('low_folio_warning').notNull().default(50),
    /** True for the demo's generated certificate and CAFs (never valid at the SII). */
    testMaterial: smallint('test_material').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sii_issuer_single_row', sql`${t.id} = 1`),
    check('sii_issuer_warning', sql`${t.lowFolioWarning} >= 0`),
  ],
);

/**
 * CAF files (folio ranges the SII authorised). next_folio moves inside the transaction that
 * issues a document, under the row's lock, so folios are gapless and never reused.
 */
export const siiCafs = pgTable(
  'sii_cafs',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    rangeFrom: integer('range_from').notNull(),
    rangeTo: integer('range_to').notNull(),
    nextFolio: integer('next_folio').notNull(),
    authorizedOn: day('authorized_on').notNull(),
    /** The CAF file, sealed: it holds the private key that signs timbres. */
    cafSealed: text('caf_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sii_cafs_type_from_uq').on(t.type, t.rangeFrom),
    check('sii_cafs_type', sql`${t.type} in (39, 41, 61)`),
    check('sii_cafs_range', sql`${t.rangeFrom} >= 1 and ${t.rangeTo} >= ${t.rangeFrom}`),
    check(
      'sii_cafs_next',
      sql`${t.nextFolio} >= ${t.rangeFrom} and ${t.nextFolio} <= ${t.rangeTo} + 1`,
    ),
  ],
);

export const siiEnvioStates = [
  'pendiente',
  'enviado',
  'aceptado',
  'aceptado_reparos',
  'rechazado',
] as const;
export type SiiEnvioState = (typeof siiEnvioStates)[number];

/**
 * The outbox of signed envelopes (one DTE each): a boleta of a document, or the nota de crédito
 * that cancels it. The envelope is signed when the document is issued, so sending is only
 * uploading stored bytes; a claim (claimed_at) and the SII's track id make it restart-safe.
 */
export const siiEnvios = pgTable(
  'sii_envios',
  {
    id: serial('id').primaryKey(),
    documentId: requiredRef('document_id', () => documents.id),
    dteType: smallint('dte_type').notNull(),
    folio: integer('folio').notNull(),
    /** The signed EnvioBOLETA/EnvioDTE as text; encoded ISO-8859-1 when sent or downloaded. */
    xml: text('xml').notNull(),
    /** The timbre (TED) as printed in the PDF417. */
    ted: text('ted').notNull(),
    state: text('state').$type<SiiEnvioState>().notNull().default('pendiente'),
    trackId: text('track_id'),
    /** The SII's reason for a rejection or its reparos, or the last sending error. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /** Set while a worker uploads; a stale claim means the worker died mid-upload. */
    claimedAt: moment('claimed_at'),
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sii_envios_type_folio_uq').on(t.dteType, t.folio),
    index('sii_envios_document_idx').on(t.documentId),
    index('sii_envios_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pendiente', 'enviado')`),
    check('sii_envios_type', sql`${t.dteType} in (39, 41, 61)`),
    check(
      'sii_envios_state',
      sql`${t.state} in ('pendiente', 'enviado', 'aceptado', 'aceptado_reparos', 'rechazado')`,
    ),
  ],
);

/**
 * Approved payments whose boleta could not be issued (no folios left): the payment stays
 * approved; the document is issued when a CAF is loaded and the row is removed.
 */
export const siiPendingDocuments = pgTable('sii_pending_documents', {
  paymentId: integer('payment_id').primaryKey(),
  type: smallint('type').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
