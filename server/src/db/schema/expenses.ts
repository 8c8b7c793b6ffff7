import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, day, moment } from './columns.ts';
import { academies } from './academies.ts';
import { users } from './users.ts';

/** Gastos operativos: costs of running the academies (general when academy is null). */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    academyId: integer('academy_id').references(() => academies.id),
    category: text('category').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    date: day('date').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
  },
  (t) => [
    check('expenses_amount_positive', sql`${t.amount} > 0`),
    index('expenses_date_idx').on(t.date, t.id),
  ],
);
