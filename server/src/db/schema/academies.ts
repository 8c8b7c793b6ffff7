import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, day, moment, requiredRef } from './columns.ts';
import { users } from './users.ts';

export const academies = pgTable(
  'academies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    archivedAt: moment('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('academies_name_unique').on(sql`lower(${t.name})`)],
);

export const academyTeachers = pgTable(
  'academy_teachers',
  {
    academyId: requiredRef('academy_id', () => academies.id, { onDelete: 'cascade' }),
    teacherId: requiredRef('teacher_id', () => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.academyId, t.teacherId] }),
    index('academy_teachers_teacher_idx').on(t.teacherId),
  ],
);

/**
 * An academy's own charges (saveChargeByAcademy): fixed costs such as rent or an enrolment fee,
 * monthly or one-off; they feed the academy reports.
 */
export const academyCharges = pgTable(
  'academy_charges',
  {
    id: serial('id').primaryKey(),
    academyId: requiredRef('academy_id', () => academies.id),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    frequency: text('frequency').notNull().default('mensual'),
    startDate: day('start_date').notNull(),
    /** Last day it counts (deleting or changing it ends it; earlier months keep it); null: still on. */
    endDate: day('end_date'),
    createdAt: createdAt(),
  },
  (t) => [
    check('academy_charges_amount_positive', sql`${t.amount} > 0`),
    check('academy_charges_frequency', sql`${t.frequency} in ('mensual', 'unico')`),
    index('academy_charges_academy_idx').on(t.academyId),
  ],
);

/**
 * Teacher share of an academy's revenue (savePercent / deletePercent), dated: each row applies
 * from the month of `valid_from` (always a month's first day) until the teacher's next row, so a
 * change never rewrites an earlier month. Rows written before rates were dated default to
 * 2000-01-01: they applied to every month, and keep doing so for the months before the next row.
 */
export const academyPercents = pgTable(
  'academy_percents',
  {
    id: serial('id').primaryKey(),
    academyId: requiredRef('academy_id', () => academies.id, { onDelete: 'cascade' }),
    teacherId: requiredRef('teacher_id', () => users.id, { onDelete: 'cascade' }),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    validFrom: day('valid_from').notNull().default('2000-01-01'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('academy_percents_unique_from').on(t.academyId, t.teacherId, t.validFrom),
    check('academy_percents_range', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
    check('academy_percents_month_start', sql`extract(day from ${t.validFrom}) = 1`),
  ],
);
