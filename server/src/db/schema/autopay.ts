import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, day, moment, requiredRef, updatedAt } from './columns.ts';
import { academies } from './academies.ts';
import { charges } from './charges.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * Autopay with Webpay Oneclick Mall (docs/autopay.md): a payer's card inscription, the wards it
 * covers, each academy's child commerce code, every charging attempt and the retry state of
 * rejected charges; plus the simulator's own Oneclick state.
 */

export const autopayEnrolmentStates = ['pendiente', 'activa', 'eliminada'] as const;
export type AutopayEnrolmentState = (typeof autopayEnrolmentStates)[number];

export const autopayEnrolments = pgTable(
  'autopay_enrolments',
  {
    id: serial('id').primaryKey(),
    /** Whose card it is: a student paying for themselves or a guardian paying for wards. */
    payerId: requiredRef('payer_id', () => users.id),
    /** The username sent to Transbank (stable per enrolment, never a person's data). */
    username: varchar('username', { length: 40 }).notNull(),
    email: text('email').notNull(),
    state: text('state').$type<AutopayEnrolmentState>().notNull().default('pendiente'),
    /** Inscription token while the payer is on Transbank's form. */
    token: varchar('token', { length: 64 }).unique(),
    /** tbk_user encrypted with AES-256-GCM (autopay/secret-box.ts); never returned by any API. */
    tbkUserEnc: text('tbk_user_enc'),
    cardType: varchar('card_type', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** Charges due from this date (Santiago) on are charged automatically. */
    activeFrom: day('active_from'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    activatedAt: moment('activated_at'),
    removedAt: moment('removed_at'),
    removedBy: integer('removed_by').references(() => users.id),
  },
  (t) => [
    check('autopay_enrolments_state', sql`${t.state} in ('pendiente', 'activa', 'eliminada')`),
    check(
      'autopay_enrolments_active_card',
      sql`${t.state} <> 'activa' or (${t.tbkUserEnc} is not null and ${t.activeFrom} is not null)`,
    ),
    // One active card per payer: enrolling another replaces it (the old one is removed first).
    uniqueIndex('autopay_enrolments_one_active')
      .on(t.payerId)
      .where(sql`${t.state} = 'activa'`),
  ],
);

/** The wards (or the payer themselves) whose charges an enrolment pays. */
export const autopayWards = pgTable(
  'autopay_wards',
  {
    enrolmentId: requiredRef('enrolment_id', () => autopayEnrolments.id),
    studentId: requiredRef('student_id', () => users.id),
    /** False once the enrolment is removed: a student is covered by at most one active card. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.enrolmentId, t.studentId] }),
    uniqueIndex('autopay_wards_one_active')
      .on(t.studentId)
      .where(sql`${t.active}`),
  ],
);

/** Each academy's child commerce code in the mall (the default integration child when absent). */
export const autopayCommerceCodes = pgTable(
  'autopay_commerce_codes',
  {
    academyId: integer('academy_id')
      .primaryKey()
      .references(() => academies.id),
    commerceCode: varchar('commerce_code', { length: 12 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('autopay_commerce_codes_digits', sql`${t.commerceCode} ~ '^[0-9]{12}$'`)],
);

export const autopayAttemptStates = ['autorizando', 'terminado', 'no_enviado'] as const;
export type AutopayAttemptState = (typeof autopayAttemptStates)[number];

/**
 * One mall transaction (parent buy order). Written with its payments ('creada', holding the
 * charges) BEFORE authorize is called, so a crash after it is found and settled with status.
 */
export const autopayAttempts = pgTable(
  'autopay_attempts',
  {
    id: serial('id').primaryKey(),
    enrolmentId: requiredRef('enrolment_id', () => autopayEnrolments.id),
    parentBuyOrder: varchar('parent_buy_order', { length: 26 }).notNull().unique(),
    state: text('state').$type<AutopayAttemptState>().notNull().default('autorizando'),
    amount: integer('amount').notNull(),
    providerData: jsonb('provider_data'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('autopay_attempts_state', sql`${t.state} in ('autorizando', 'terminado', 'no_enviado')`),
    index('autopay_attempts_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} = 'autorizando'`),
    index('autopay_attempts_enrolment_idx').on(t.enrolmentId),
  ],
);

/** The child transactions of an attempt: one payment (and boleta) per academy commerce code. */
export const autopayAttemptPayments = pgTable('autopay_attempt_payments', {
  paymentId: integer('payment_id')
    .primaryKey()
    .references(() => payments.id),
  attemptId: requiredRef('attempt_id', () => autopayAttempts.id),
  commerceCode: varchar('commerce_code', { length: 12 }).notNull(),
});

/** A charge the card did not pay: retried at +3 and +7 days after its due date, then reminded once. */
export const autopayChargeFailures = pgTable('autopay_charge_failures', {
  chargeId: integer('charge_id')
    .primaryKey()
    .references(() => charges.id),
  failures: integer('failures').notNull().default(0),
  /** Next automatic try (Santiago date); null once the retries are spent. */
  nextAttemptOn: day('next_attempt_on'),
  lastResponseCode: integer('last_response_code'),
  remindedAt: moment('reminded_at'),
  updatedAt: updatedAt(),
});

/** The simulator's Oneclick inscriptions (webpay-sim/oneclick-*.ts). */
export const webpaySimInscriptions = pgTable('webpay_sim_inscriptions', {
  token: varchar('token', { length: 64 }).primaryKey(),
  commerceCode: varchar('commerce_code', { length: 12 }).notNull(),
  username: varchar('username', { length: 40 }).notNull(),
  email: varchar('email', { length: 100 }).notNull(),
  responseUrl: text('response_url').notNull(),
  /** INITIALIZED, then APPROVED/REJECTED from the form, ABORTED or TIMEOUT; FINISHED after finish. */
  status: text('status').notNull().default('INITIALIZED'),
  responseCode: integer('response_code'),
  tbkUser: varchar('tbk_user', { length: 40 }).unique(),
  cardType: varchar('card_type', { length: 20 }),
  cardNumber: varchar('card_number', { length: 4 }),
  /** The card's outcome when charged: the rejecting test card enrols but its charges are declined. */
  cardOutcome: text('card_outcome'),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: createdAt(),
});

export interface SimMallDetail {
  amount: number;
  status: string;
  authorization_code: string;
  payment_type_code: string;
  response_code: number;
  installments_number: number;
  commerce_code: string;
  buy_order: string;
  balance: number;
}

/** The simulator's Oneclick Mall transactions, by parent buy order. */
export const webpaySimMallTransactions = pgTable('webpay_sim_mall_transactions', {
  buyOrder: varchar('buy_order', { length: 26 }).primaryKey(),
  commerceCode: varchar('commerce_code', { length: 12 }).notNull(),
  username: varchar('username', { length: 40 }).notNull(),
  cardNumber: varchar('card_number', { length: 4 }).notNull(),
  details: jsonb('details').$type<SimMallDetail[]>().notNull(),
  createdAt: createdAt(),
});
