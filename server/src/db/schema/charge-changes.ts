import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day, moment, requiredRef } from './columns.ts';
import { academies } from './academies.ts';
import { charges } from './charges.ts';
import { enrolments, plans } from './plans.ts';
import { users } from './users.ts';

/**
 * Discounts and scholarships of one enrolment (docs/money.md): a percent or a fixed CLP amount
 * taken off each charge generated for a period from `valid_from`'s month through `valid_until`'s
 * (open-ended when null). Never deleted: ending one sets `valid_until`.
 */
export const enrolmentDiscounts = pgTable(
  'enrolment_discounts',
  {
    id: serial('id').primaryKey(),
    enrolmentId: requiredRef('enrolment_id', () => enrolments.id),
    /** `porcentaje` (1-100) or `monto` (CLP). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    /** What it is: beca, hermanos, convenio, otro. */
    category: text('category').notNull(),
    reason: text('reason').notNull(),
    validFrom: day('valid_from').notNull(),
    validUntil: day('valid_until'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    endedBy: integer('ended_by').references(() => users.id),
    endedAt: moment('ended_at'),
  },
  (t) => [
    check('enrolment_discounts_kind', sql`${t.kind} in ('porcentaje', 'monto')`),
    check(
      'enrolment_discounts_value',
      sql`${t.value} > 0 and (${t.kind} = 'monto' or ${t.value} <= 100)`,
    ),
    check(
      'enrolment_discounts_range',
      sql`${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`,
    ),
    index('enrolment_discounts_enrolment_idx').on(t.enrolmentId, t.validFrom),
  ],
);

/**
 * Every change to a charge after it was generated, with who, when and why: a correction of its
 * amount, a discount applied to it in the open month, a late fee waived. `period` is the open
 * month the change was made in (never a closed one).
 */
export const chargeAdjustments = pgTable(
  'charge_adjustments',
  {
    id: serial('id').primaryKey(),
    chargeId: requiredRef('charge_id', () => charges.id),
    /** `correccion`, `descuento` or `condonacion` (a waived late fee). */
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amountBefore: integer('amount_before').notNull(),
    amountAfter: integer('amount_after').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('charge_adjustments_kind', sql`${t.kind} in ('correccion', 'descuento', 'condonacion')`),
    check('charge_adjustments_period', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    index('charge_adjustments_charge_idx').on(t.chargeId, t.id),
    index('charge_adjustments_period_idx').on(t.period),
  ],
);

/**
 * What a correction to a lower amount gives back on a closed month's charge that was already paid
 * (docs/money.md "Corrections"): a credit for the payer in the open month, recorded on the local
 * day `local_date`; it takes `amount` off that day's revenue of the charge's academy and plan (the
 * summaries keep it in `credits`). Never changed or deleted; never in a closed month (0027).
 */
export const chargeCredits = pgTable(
  'charge_credits',
  {
    id: serial('id').primaryKey(),
    /** The closed month's charge the credit is on. */
    chargeId: requiredRef('charge_id', () => charges.id),
    /** The correction that gave it (who, why, before and after). */
    adjustmentId: requiredRef('adjustment_id', () => chargeAdjustments.id),
    academyId: requiredRef('academy_id', () => academies.id),
    planId: requiredRef('plan_id', () => plans.id),
    /** The open month it counts in. */
    period: text('period').notNull(),
    localDate: day('local_date').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('charge_credits_amount_positive', sql`${t.amount} > 0`),
    check('charge_credits_period', sql`${t.period} = to_char(${t.localDate}, 'YYYY-MM')`),
    uniqueIndex('charge_credits_adjustment_unique').on(t.adjustmentId),
    index('charge_credits_charge_idx').on(t.chargeId),
  ],
);
