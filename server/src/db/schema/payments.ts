import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, requiredRef, updatedAt } from './columns.ts';
import { charges } from './charges.ts';
import { users } from './users.ts';

/**
 * Payments, their items (the charges they pay), refunds, issued documents (boletas) with their
 * folio counters, and the Webpay simulator's own state.
 */

export const paymentStates = [
  'creada',
  'autorizada',
  'rechazada',
  'anulada',
  'por_confirmar',
] as const;
export type PaymentState = (typeof paymentStates)[number];
/** 'oneclick': charged automatically on a card on file (Webpay Oneclick Mall, modules/autopay). */
export const paymentMethods = ['webpay', 'efectivo', 'transferencia', 'oneclick'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Transbank limits buy_order to 26 characters; manual payments get one too, so it stays unique. */
    buyOrder: varchar('buy_order', { length: 26 }).notNull().unique(),
    sessionId: varchar('session_id', { length: 61 }).notNull(),
    /** The person whose charges are paid (a student; the portal looks them up by RUT). */
    userId: requiredRef('user_id', () => users.id),
    method: text('method').$type<PaymentMethod>().notNull(),
    state: text('state').$type<PaymentState>().notNull().default('creada'),
    amount: integer('amount').notNull(),
    token: varchar('token', { length: 64 }).unique(),
    /** Where the payer's browser goes after the provider (validated same-origin). */
    returnUrl: text('return_url'),
    /** Reservation deadline: a 'creada' payment past it is settled from the provider's status. */
    expiresAt: moment('expires_at'),
    authorizationCode: varchar('authorization_code', { length: 12 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    paymentTypeCode: varchar('payment_type_code', { length: 4 }),
    installmentsNumber: integer('installments_number'),
    responseCode: integer('response_code'),
    transactionDate: moment('transaction_date'),
    /** Raw provider answer of the commit or status call that settled it. */
    providerData: jsonb('provider_data'),
    /** Transfer reference or cash receipt note for manual payments. */
    reference: text('reference'),
    createdBy: integer('created_by').references(() => users.id),
    annulledBy: integer('annulled_by').references(() => users.id),
    annulReason: text('annul_reason'),
    annulledAt: moment('annulled_at'),
    paidAt: moment('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'payments_state_valid',
      sql`${t.state} in ('creada', 'autorizada', 'rechazada', 'anulada', 'por_confirmar')`,
    ),
    check(
      'payments_method_valid',
      sql`${t.method} in ('webpay', 'efectivo', 'transferencia', 'oneclick')`,
    ),
    check('payments_webpay_has_token', sql`${t.method} <> 'webpay' or ${t.token} is not null`),
    index('payments_user_idx').on(t.userId),
    index('payments_state_idx').on(t.state),
    index('payments_created_idx').on(t.createdAt),
    // Approved payments by paid time: report ranges, recent payments and the Transbank list.
    index('payments_approved_paid_idx')
      .on(t.paidAt, t.id)
      .where(sql`${t.state} = 'autorizada'`),
  ],
);

export const paymentItems = pgTable(
  'payment_items',
  {
    id: serial('id').primaryKey(),
    paymentId: requiredRef('payment_id', () => payments.id),
    chargeId: requiredRef('charge_id', () => charges.id),
    amount: integer('amount').notNull(),
    /**
     * True while the payment is creada, por_confirmar or autorizada. The partial unique index
     * below is what makes a charge reserved by, or paid in, at most one payment.
     */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('payment_items_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('payment_items_one_active_per_charge')
      .on(t.chargeId)
      .where(sql`${t.active}`),
    index('payment_items_payment_idx').on(t.paymentId),
    index('payment_items_charge_idx').on(t.chargeId),
  ],
);

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: requiredRef('payment_id', () => payments.id),
    amount: integer('amount').notNull(),
    /** REVERSED or NULLIFIED, as the provider answered. */
    type: text('type').notNull(),
    reason: text('reason').notNull(),
    providerData: jsonb('provider_data'),
    createdAt: createdAt(),
  },
  (t) => [check('payment_refunds_amount_positive', sql`${t.amount} > 0`)],
);

export const documentTypes = [39, 41] as const;
export type DocumentType = (typeof documentTypes)[number];

export interface DocumentParty {
  name: string;
  rut: string;
  giro?: string | undefined;
  address?: string | undefined;
  commune?: string | undefined;
}
export interface DocumentItem {
  chargeId: number;
  description: string;
  period: string | null;
  amount: number;
  /** A line of a plan set to boleta exenta inside a boleta afecta (39): IndExe, MntExe. */
  exempt?: boolean;
}

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    /** One document per approved payment. */
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    type: integer('type').$type<DocumentType>().notNull(),
    folio: integer('folio').notNull(),
    state: text('state').$type<'emitida' | 'anulada'>().notNull().default('emitida'),
    issuer: jsonb('issuer').$type<DocumentParty>().notNull(),
    receiver: jsonb('receiver').$type<DocumentParty>().notNull(),
    items: jsonb('items').$type<DocumentItem[]>().notNull(),
    total: integer('total').notNull(),
    /** Which DteProvider issued it ('local' or a real DTE service) and its tracking id. */
    provider: text('provider').notNull().default('local'),
    providerTrackId: text('provider_track_id'),
    issuedAt: moment('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_type_folio_unique').on(t.type, t.folio),
    check('documents_type_valid', sql`${t.type} in (39, 41)`),
    check('documents_total_positive', sql`${t.total} > 0`),
    check('documents_folio_positive', sql`${t.folio} > 0`),
  ],
);

/**
 * Folio counter per document type. A PostgreSQL sequence would leave gaps on rollback; a row
 * incremented inside the payment's transaction is locked until commit, so folios never skip.
 */
export const documentFolioCounters = pgTable('document_folio_counters', {
  type: integer('type').primaryKey(),
  lastFolio: integer('last_folio').notNull().default(0),
});

export const simStatuses = [
  'INITIALIZED',
  'AUTHORIZED',
  'FAILED',
  'ABORTED',
  'TIMEOUT',
  'REVERSED',
  'NULLIFIED',
  'PARTIALLY_NULLIFIED',
] as const;
export type SimStatus = (typeof simStatuses)[number];

/** The Webpay simulator's transactions, in the database so restarts and other instances see them. */
export const webpaySimTransactions = pgTable('webpay_sim_transactions', {
  token: varchar('token', { length: 64 }).primaryKey(),
  commerceCode: varchar('commerce_code', { length: 12 }).notNull(),
  buyOrder: varchar('buy_order', { length: 26 }).notNull(),
  sessionId: varchar('session_id', { length: 61 }).notNull(),
  amount: integer('amount').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').$type<SimStatus>().notNull().default('INITIALIZED'),
  /** Set when the card form was answered (approved or rejected); commit then reports it. */
  cardNumber: varchar('card_number', { length: 4 }),
  responseCode: integer('response_code'),
  authorizationCode: varchar('authorization_code', { length: 6 }),
  paymentTypeCode: varchar('payment_type_code', { length: 4 }),
  installmentsNumber: integer('installments_number').notNull().default(0),
  vci: varchar('vci', { length: 4 }),
  committed: boolean('committed').notNull().default(false),
  balance: integer('balance'),
  createdAt: createdAt(),
  paidAt: moment('paid_at'),
});
