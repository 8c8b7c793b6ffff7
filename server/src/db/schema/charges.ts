import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, day, moment, requiredRef, updatedAt } from './columns.ts';
import { academies } from './academies.ts';
import { enrolments, plans } from './plans.ts';
import { users } from './users.ts';

export const chargeStates = ['pendiente', 'pagado', 'vencido', 'anulado'] as const;
/**
 * `cuota`: a plan's charge for a period; `recargo`: the late fee of one overdue cuota; `ajuste`: the
 * difference a correction adds to a charge of a closed month, in the open month (docs/money.md).
 */
export const chargeKinds = ['cuota', 'recargo', 'ajuste'] as const;

/**
 * What a student owes for one plan and period. Generated from enrolments; `(enrolment, period)`
 * unique makes generation idempotent, and a one-off (special class) charge is unique per enrolment.
 * `student_id`, `plan_id` and `academy_id` are copied from the enrolment so scoped lists need no joins.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    enrolmentId: requiredRef('enrolment_id', () => enrolments.id),
    studentId: requiredRef('student_id', () => users.id),
    planId: requiredRef('plan_id', () => plans.id),
    academyId: requiredRef('academy_id', () => academies.id),
    period: text('period').notNull(),
    isOneOff: boolean('is_one_off').notNull().default(false),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    /** The plan's price when the amount differs from it (a prorated first month); null otherwise. */
    listPrice: integer('list_price'),
    /** Why the amount differs from the list price, as shown on the charge ("Prorrateado: 7 de 30 días"). */
    priceNote: text('price_note'),
    /** The discount or scholarship taken off the (prorated) list price, in CLP; null without one. */
    discount: integer('discount'),
    /** Which discount, as shown on the charge ("Beca 50 %: rendimiento"). */
    discountNote: text('discount_note'),
    kind: text('kind').notNull().default('cuota'),
    /** A late fee's overdue charge (kind `recargo`) or a correction's closed charge (`ajuste`); null for a cuota. */
    parentChargeId: integer('parent_charge_id').references((): AnyPgColumn => charges.id),
    dueDate: day('due_date').notNull(),
    state: text('state').notNull().default('pendiente'),
    paidAt: moment('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('charges_amount_positive', sql`${t.amount} > 0`),
    check('charges_state', sql`${t.state} in ('pendiente', 'pagado', 'vencido', 'anulado')`),
    check('charges_period_format', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('charges_paid_at', sql`(${t.state} = 'pagado') = (${t.paidAt} is not null)`),
    check('charges_kind', sql`${t.kind} in ('cuota', 'recargo', 'ajuste')`),
    check(
      'charges_late_fee_parent',
      sql`(${t.kind} in ('recargo', 'ajuste')) = (${t.parentChargeId} is not null)`,
    ),
    uniqueIndex('charges_enrolment_period_unique')
      .on(t.enrolmentId, t.period)
      .where(sql`${t.kind} = 'cuota'`),
    // At most one late fee per overdue charge, whatever its state: a second run adds nothing.
    uniqueIndex('charges_late_fee_unique')
      .on(t.parentChargeId)
      .where(sql`${t.kind} = 'recargo'`),
    uniqueIndex('charges_one_off_unique')
      .on(t.enrolmentId)
      .where(sql`${t.isOneOff} and ${t.kind} = 'cuota'`),
    index('charges_student_idx').on(t.studentId, t.id),
    index('charges_academy_state_idx').on(t.academyId, t.state, t.id),
    // Late fees and closed-month adjustments are few: the reports split them out of the revenue.
    index('charges_not_cuota_idx')
      .on(t.academyId, t.id)
      .where(sql`${t.kind} <> 'cuota'`),
    index('charges_state_due_idx').on(t.state, t.dueDate),
    index('charges_period_idx').on(t.period, t.id),
    // The default list order (due date, id): pages walk this index instead of sorting the table.
    index('charges_due_idx').on(t.dueDate, t.id),
    // Pagos Pendientes (open charges by due date, the busiest list): only the open ones, in order,
    // instead of walking every charge and skipping the paid.
    index('charges_open_due_idx')
      .on(t.dueDate, t.id)
      .where(sql`${t.state} in ('pendiente', 'vencido')`),
    // The users report sums the charges due in a range per student: an index-only scan of this.
    index('charges_due_student_idx')
      .on(t.dueDate, t.studentId, t.academyId, t.amount, t.state)
      .where(sql`${t.state} <> 'anulado'`),
  ],
);
