import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { day } from './columns.ts';

/**
 * Summary tables the reports and list totals read instead of scanning millions of rows. Database
 * triggers (drizzle/0002_summary_triggers.sql and 0004_enrolment_triggers.sql) keep them current
 * in the same transaction as every write to payments, payment_items, charges, transbank_commissions,
 * users, enrolments and plans; nothing in the application writes them. Money is bigint CLP.
 */

/**
 * What each approved payment adds to the reports, per plan: its lines' amount and their part of
 * the payment's Transbank commission, on the payment's local date in Chile. The triggers subtract
 * a payment's rows and add them again whenever the payment, its items or the rates change.
 */
export const reportPaymentLines = pgTable(
  'report_payment_lines',
  {
    paymentId: integer('payment_id').notNull(),
    planId: integer('plan_id').notNull(),
    academyId: integer('academy_id').notNull(),
    localDate: day('local_date').notNull(),
    isCard: boolean('is_card').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    /** Of `amount`: late fees (`recargo` charges) and closed-month adjustments (`ajuste`). */
    lateFees: bigint('late_fees', { mode: 'number' }).notNull().default(0),
    adjustments: bigint('adjustments', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.planId] })],
);

/** Approved payments per local day and plan (`payments`: payments with a line in the plan). */
export const reportDailyPlan = pgTable(
  'report_daily_plan',
  {
    localDate: day('local_date').notNull(),
    planId: integer('plan_id').notNull(),
    academyId: integer('academy_id').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    payments: integer('payments').notNull().default(0),
    /** Credits given back that day on the plan's closed-month charges (charge_credits). */
    credits: bigint('credits', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.localDate, t.planId] }),
    index('report_daily_plan_academy_idx').on(t.academyId, t.localDate),
  ],
);

/** Approved payments per local day and academy; a payment counts once in each academy it pays. */
export const reportDailyAcademy = pgTable(
  'report_daily_academy',
  {
    localDate: day('local_date').notNull(),
    academyId: integer('academy_id').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    payments: integer('payments').notNull().default(0),
    cardRevenue: bigint('card_revenue', { mode: 'number' }).notNull().default(0),
    cardPayments: integer('card_payments').notNull().default(0),
    /** Of `revenue`: late fees and closed-month adjustments paid (the reports' split). */
    lateFees: bigint('late_fees', { mode: 'number' }).notNull().default(0),
    adjustments: bigint('adjustments', { mode: 'number' }).notNull().default(0),
    /** Credits given back that day (charge_credits): the reports take them off the revenue. */
    credits: bigint('credits', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.localDate, t.academyId] }),
    index('report_daily_academy_academy_idx').on(t.academyId, t.localDate),
  ],
);

/** Approved payments per local day, each payment once (the Transbank report and "payments today"). */
export const reportDaily = pgTable('report_daily', {
  localDate: day('local_date').primaryKey(),
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  payments: integer('payments').notNull().default(0),
  cardRevenue: bigint('card_revenue', { mode: 'number' }).notNull().default(0),
  cardCommission: bigint('card_commission', { mode: 'number' }).notNull().default(0),
  cardPayments: integer('card_payments').notNull().default(0),
});

/** Charges per academy, state and due date: exact list totals and pending figures without a scan. */
export const chargeTotals = pgTable(
  'charge_totals',
  {
    academyId: integer('academy_id').notNull(),
    state: text('state').notNull(),
    dueDate: day('due_date').notNull(),
    charges: integer('charges').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.academyId, t.state, t.dueDate] }),
    index('charge_totals_state_due_idx').on(t.state, t.dueDate),
  ],
);

/**
 * Charges per academy and state: the totals of the charges lists and pending amounts when no
 * due-date range applies (summing charge_totals' per-day rows cost as much as the page itself).
 */
export const chargeStateTotals = pgTable(
  'charge_state_totals',
  {
    academyId: integer('academy_id').notNull(),
    state: text('state').notNull(),
    charges: integer('charges').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.academyId, t.state] })],
);

/** People per type and archived flag: the unfiltered people list's total. */
export const userTotals = pgTable(
  'user_totals',
  {
    type: smallint('type').notNull(),
    archived: boolean('archived').notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.archived] })],
);

/** Enrolments per plan and status (the plans list's active students). */
export const planEnrolmentTotals = pgTable(
  'plan_enrolment_totals',
  {
    planId: integer('plan_id').notNull(),
    status: text('status').notNull(),
    enrolments: integer('enrolments').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.planId, t.status] })],
);

/** A student's enrolments in one academy: `active` with status activo, `current` not finalizado. */
export const academyStudents = pgTable(
  'academy_students',
  {
    academyId: integer('academy_id').notNull(),
    studentId: integer('student_id').notNull(),
    active: integer('active').notNull().default(0),
    current: integer('current').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.academyId, t.studentId] }),
    index('academy_students_student_idx').on(t.studentId),
  ],
);

/** Academies in which a student has an active / a current enrolment (feeds academy 0 below). */
export const studentAcademyTotals = pgTable('student_academy_totals', {
  studentId: integer('student_id').primaryKey(),
  activeAcademies: integer('active_academies').notNull().default(0),
  currentAcademies: integer('current_academies').notNull().default(0),
});

/**
 * Distinct students with an active / a current enrolment per academy; the row of academy 0 counts
 * them across every academy (a student in two academies once).
 */
export const academyStudentTotals = pgTable('academy_student_totals', {
  academyId: integer('academy_id').primaryKey(),
  activeStudents: integer('active_students').notNull().default(0),
  currentStudents: integer('current_students').notNull().default(0),
});

/**
 * Students per set of academies in which they have an active enrolment (sorted ids, never empty):
 * the distinct active students of any group of academies are the sum over the sets that overlap
 * it, a handful of rows instead of every enrolment. Kept by academy_students_apply() (0006).
 */
export const activeAcademySets = pgTable('active_academy_sets', {
  academyIds: integer('academy_ids').array().primaryKey(),
  students: integer('students').notNull().default(0),
});

/**
 * What each approved payment paid per student and academy of its charges, on its local date in
 * Chile (the users report's "pagado"). Written with report_payment_lines by
 * report_refresh_payments() (drizzle/0006_student_report_triggers.sql); money is bigint CLP.
 */
export const reportStudentLines = pgTable(
  'report_student_lines',
  {
    paymentId: integer('payment_id').notNull(),
    studentId: integer('student_id').notNull(),
    academyId: integer('academy_id').notNull(),
    localDate: day('local_date').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.studentId, t.academyId] }),
    // A date range read without the heap (index-only): every column the report sums is in the key.
    index('report_student_lines_date_idx').on(t.localDate, t.studentId, t.academyId, t.amount),
  ],
);
