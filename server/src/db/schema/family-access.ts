import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, requiredRef } from './columns.ts';
import { users } from './users.ts';

export const accountLinkKinds = ['invitacion', 'restablecer'] as const;

/**
 * One-time links to choose a password: an admin's invitation (7 days) or a reset the person asked
 * for. Only the SHA-256 of the token is kept. `password_stamp` is a hash of the password hash the
 * person had when the link was made, so any password change (this link, another, an admin) kills it.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: accountLinkKinds }).notNull(),
    tokenHash: text('token_hash').notNull(),
    passwordStamp: text('password_stamp').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [
    uniqueIndex('account_links_token_uq').on(t.tokenHash),
    index('account_links_user_idx').on(t.userId),
    check('account_links_kind_ck', sql`${t.kind} in ('invitacion','restablecer')`),
  ],
);

/**
 * Personal pay links are signed, not stored (a reminder run makes one per payer). Revoking them
 * records a moment: every link of that payer signed before it stops working.
 */
export const payLinkRevocations = pgTable('pay_link_revocations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revokedBefore: moment('revoked_before').notNull(),
  revokedBy: integer('revoked_by'),
});
