import { date, integer, type ReferenceConfig, timestamp } from 'drizzle-orm/pg-core';

// The column shapes every table repeats, written once.

/** A moment in time, always stored with its zone (timestamptz). */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A calendar day, read and written as 'yyyy-mm-dd' (no time zone shifts). */
export const day = (name: string) => date(name, { mode: 'string' });

/** When the row was written, set by the database. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** When the row last changed (its creation until then). */
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** A required reference to another table's row. */
export const requiredRef = (
  name: string,
  ref: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => integer(name).notNull().references(ref, actions);
