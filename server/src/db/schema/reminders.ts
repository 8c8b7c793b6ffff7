import { sql } from 'drizzle-orm';
import {
  bigint,
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
} from 'drizzle-orm/pg-core';
import { createdAt, day, moment, requiredRef, updatedAt } from './columns.ts';
import { academies } from './academies.ts';
import { charges } from './charges.ts';
import { emailSends } from './email.ts';
import { users } from './users.ts';

/**
 * When an academy reminds payers of a charge: `days_before` days before the due date (0 = not),
 * on the due date, and every `every_days_after` days after it (0 = not), at most `max_times`
 * reminders per charge, at `send_hour` (0-23, America/Santiago). Off until an admin turns it on.
 */
export const reminderSchedules = pgTable(
  'reminder_schedules',
  {
    academyId: integer('academy_id')
      .primaryKey()
      .references(() => academies.id),
    enabled: boolean('enabled').notNull().default(false),
    daysBefore: integer('days_before').notNull().default(3),
    onDueDate: boolean('on_due_date').notNull().default(true),
    everyDaysAfter: integer('every_days_after').notNull().default(7),
    maxTimes: integer('max_times').notNull().default(3),
    sendHour: integer('send_hour').notNull().default(10),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reminder_schedules_days_before_ck', sql`${t.daysBefore} between 0 and 60`),
    check('reminder_schedules_every_ck', sql`${t.everyDaysAfter} between 0 and 60`),
    check('reminder_schedules_max_ck', sql`${t.maxTimes} between 0 and 20`),
    check('reminder_schedules_hour_ck', sql`${t.sendHour} between 0 and 23`),
  ],
);

/** The one reminder template (a payer's e-mail can cover wards of several academies). Row id 1. */
export const reminderTemplate = pgTable(
  'reminder_template',
  {
    id: integer('id').primaryKey(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [check('reminder_template_single_ck', sql`${t.id} = 1`)],
);

/**
 * One reminder e-mail to one payer on one day (America/Santiago). `(payer_id, day)` unique is what
 * makes a run idempotent: a second run, or a run after a crash, cannot queue the same day twice.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: serial('id').primaryKey(),
    payerId: requiredRef('payer_id', () => users.id),
    day: day('day').notNull(),
    sendId: requiredRef('send_id', () => emailSends.id),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    /** 'programado' (the schedule) or 'manual' (an admin's "reminder now"). */
    origin: text('origin').notNull().default('programado'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_payer_day_uq').on(t.payerId, t.day),
    index('reminder_deliveries_send_idx').on(t.sendId),
    check('reminder_deliveries_origin_ck', sql`${t.origin} in ('programado', 'manual')`),
  ],
);

/** Which charges a reminder listed: counts the reminders per charge and feeds its history. */
export const reminderCharges = pgTable(
  'reminder_charges',
  {
    deliveryId: requiredRef('delivery_id', () => reminderDeliveries.id),
    chargeId: requiredRef('charge_id', () => charges.id),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryId, t.chargeId] }),
    index('reminder_charges_charge_idx').on(t.chargeId),
  ],
);

/** Addresses a mail server refused for good (SMTP 5xx): skipped until an admin clears them. */
export const emailBounces = pgTable('email_bounces', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull(),
  outboxId: bigint('outbox_id', { mode: 'number' }),
  createdAt: createdAt(),
});

export const scheduledSendStates = ['programado', 'iniciado', 'cancelado'] as const;

/** A template send an admin set for a later date and hour; the job queues it when due. */
export const emailScheduledSends = pgTable(
  'email_scheduled_sends',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id').notNull(),
    filter: jsonb('filter').notNull(),
    runAt: moment('run_at').notNull(),
    state: text('state', { enum: scheduledSendStates }).notNull().default('programado'),
    createdBy: integer('created_by').notNull(),
    sendId: integer('send_id').references(() => emailSends.id),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('email_scheduled_sends_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'programado'`),
    check(
      'email_scheduled_sends_state_ck',
      sql`${t.state} in ('programado', 'iniciado', 'cancelado')`,
    ),
  ],
);
