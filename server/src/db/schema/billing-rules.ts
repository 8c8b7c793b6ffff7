import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day, moment, requiredRef, updatedAt } from './columns.ts';
import { academies } from './academies.ts';
import { users } from './users.ts';

export const firstChargeRules = ['prorratear', 'completo', 'mes_siguiente'] as const;
export type FirstChargeRule = (typeof firstChargeRules)[number];

/**
 * How an academy charges (docs/money.md): what the first month of an enrolment that starts after
 * the 1st costs: prorated by the days left, the full price, or nothing (charging starts the next
 * month). An academy without a row prorates.
 */
export const academyBillingRules = pgTable(
  'academy_billing_rules',
  {
    academyId: integer('academy_id')
      .primaryKey()
      .references(() => academies.id, { onDelete: 'cascade' }),
    firstChargeRule: text('first_charge_rule')
      .$type<FirstChargeRule>()
      .notNull()
      .default('prorratear'),
    /** Late fee (recargo por mora): `monto` (CLP) or `porcentaje` (whole percent); null: off. */
    lateFeeKind: text('late_fee_kind'),
    lateFeeValue: integer('late_fee_value'),
    /** Days after the due date before the fee is added. */
    lateFeeDays: integer('late_fee_days'),
    /** Charges due before this day (when the fee was turned on) never get one. */
    lateFeeSince: day('late_fee_since'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'academy_billing_rules_first_charge',
      sql`${t.firstChargeRule} in ('prorratear', 'completo', 'mes_siguiente')`,
    ),
    check(
      'academy_billing_rules_late_fee',
      sql`(${t.lateFeeKind} is null) or (${t.lateFeeKind} in ('monto', 'porcentaje') and ${t.lateFeeValue} > 0
        and ${t.lateFeeDays} >= 0 and ${t.lateFeeSince} is not null
        and (${t.lateFeeKind} = 'monto' or ${t.lateFeeValue} <= 100))`,
    ),
  ],
);

/**
 * Closed months (`Cerrar mes`): once a period is here its payments, expenses, charges and rates
 * do not change; corrections land in an open month. Rows are never deleted.
 */
export const monthClosings = pgTable(
  'month_closings',
  {
    period: text('period').primaryKey(),
    closedBy: requiredRef('closed_by', () => users.id),
    closedAt: moment('closed_at').notNull().defaultNow(),
    /** What was still open when it closed (pending Webpay payments, unissued boletas), as warned. */
    warnings: text('warnings'),
  },
  (t) => [check('month_closings_period_format', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);

/**
 * The sibling rule of an academy (docs/money.md), dated like the teacher percents: an entry
 * applies from the month of `validFrom` until the academy's next entry; `kind` null turns it off
 * from that month. None: off.
 */
export const academySiblingDiscounts = pgTable(
  'academy_sibling_discounts',
  {
    id: serial('id').primaryKey(),
    academyId: requiredRef('academy_id', () => academies.id, { onDelete: 'cascade' }),
    /** `porcentaje` (whole percent) or `monto` (CLP) off each charge; null: no discount. */
    kind: text('kind'),
    value: integer('value'),
    validFrom: day('valid_from').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('academy_sibling_discounts_from').on(t.academyId, t.validFrom),
    check('academy_sibling_discounts_month_start', sql`extract(day from ${t.validFrom}) = 1`),
    check(
      'academy_sibling_discounts_value',
      sql`(${t.kind} is null and ${t.value} is null) or (${t.kind} in ('monto', 'porcentaje') and ${t.value} > 0
        and (${t.kind} = 'monto' or ${t.value} <= 100))`,
    ),
  ],
);
