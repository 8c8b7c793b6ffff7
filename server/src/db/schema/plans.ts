import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { academies } from './academies.ts';
import { users } from './users.ts';

/** typePlan: how often a plan bills (Mensual 1, Semestral 6, Anual 12, Clase especial: once). */
export const planTypes = pgTable(
  'plan_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** Months between charges; null for a one-off (special class). */
    billingMonths: smallint('billing_months'),
  },
  (t) => [
    check(
      'plan_types_months',
      sql`${t.billingMonths} is null or ${t.billingMonths} between 1 and 12`,
    ),
  ],
);

/** getTypeServices: what a plan offers (clases grupales, individuales, taller...). */
export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    academyId: requiredRef('academy_id', () => academies.id),
    planTypeId: requiredRef('plan_type_id', () => planTypes.id),
    serviceTypeId: requiredRef('service_type_id', () => serviceTypes.id),
    name: text('name').notNull(),
    description: text('description'),
    /** Price per billing period, whole CLP. */
    price: integer('price').notNull(),
    isClaseEspecial: boolean('is_clase_especial').notNull().default(false),
    /**
     * The boleta its charges are issued on: 39 afecta or 41 exenta (e.g. tutoring exempt as
     * education); null follows the academy default in issuer_settings.
     */
    documentType: smallint('document_type'),
    archivedAt: moment('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('plans_price_positive', sql`${t.price} > 0`),
    check('plans_document_type', sql`${t.documentType} is null or ${t.documentType} in (39, 41)`),
    uniqueIndex('plans_academy_name_unique').on(t.academyId, sql`lower(${t.name})`),
    index('plans_academy_idx').on(t.academyId),
  ],
);

export const enrolmentStatuses = ['activo', 'suspendido', 'finalizado'] as const;

/** A student in a plan (plan-by-user), with its status and the day of the month it is charged. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    studentId: requiredRef('student_id', () => users.id),
    planId: requiredRef('plan_id', () => plans.id),
    status: text('status').notNull().default('activo'),
    paymentDay: smallint('payment_day').notNull().default(5),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    /**
     * The first period charged (yyyy-mm), chosen on enrolling (this month or the next); null on
     * enrolments made before it existed: their start month.
     */
    firstPeriod: text('first_period'),
    /** The academy's rule for a first month started after the 1st, as it was on enrolling (null: full price). */
    firstChargeRule: text('first_charge_rule'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('enrolments_first_period', sql`${t.firstPeriod} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('enrolments_status', sql`${t.status} in ('activo', 'suspendido', 'finalizado')`),
    check('enrolments_payment_day', sql`${t.paymentDay} between 1 and 28`),
    // One open enrolment per student and plan; finished ones stay as history.
    uniqueIndex('enrolments_open_unique')
      .on(t.studentId, t.planId)
      .where(sql`${t.status} <> 'finalizado'`),
    index('enrolments_plan_idx').on(t.planId, t.status),
    index('enrolments_student_idx').on(t.studentId),
  ],
);
