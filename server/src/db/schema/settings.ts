import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, day, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Transbank commission history: a new row per change, valid from its date, so reports of past
 * months keep the commission that applied then.
 */
export const transbankCommissions = pgTable(
  'transbank_commissions',
  {
    id: serial('id').primaryKey(),
    percent: numeric('percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    fixedAmount: integer('fixed_amount').notNull().default(0),
    validFrom: day('valid_from').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('transbank_commissions_percent', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
    check('transbank_commissions_fixed', sql`${t.fixedAmount} >= 0`),
  ],
);

/** Issuer data printed on boletas and the document type issued (41 exenta or 39 afecta). One row. */
export const issuerSettings = pgTable(
  'issuer_settings',
  {
    id: smallint('id').primaryKey().default(1),
    rut: text('rut').notNull(),
    businessName: text('business_name').notNull(),
    giro: text('giro').notNull(),
    address: text('address').notNull(),
    comuna: text('comuna').notNull(),
    email: text('email'),
    phone: text('phone'),
    documentType: smallint('document_type').notNull().default(41),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('issuer_settings_single_row', sql`${t.id} = 1`),
    check('issuer_settings_document_type', sql`${t.documentType} in (39, 41)`),
  ],
);

/** Secrets generated on first start (JWT key) and shared by every instance through the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
