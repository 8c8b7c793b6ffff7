import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, day, moment, requiredRef, updatedAt } from './columns.ts';

/** Profile types (getTypeProfile): what kind of person a user is, beyond the numeric access type. */
export const profileTypes = pgTable('profile_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Access type this profile implies (0 admin, 1 teacher, 2 student, 3 guardian). */
  userType: smallint('user_type').notNull(),
});

/**
 * Every person: administrators (type 0), teachers (1), students (2) and guardians (3).
 * `rut` is stored normalised (`12345678-9`); `archived_at` keeps people with payments instead of
 * deleting them; `disabled_at` revokes every session.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    profileTypeId: integer('profile_type_id').references(() => profileTypes.id),
    rut: text('rut'),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    birthDate: day('birth_date'),
    disabledAt: moment('disabled_at'),
    archivedAt: moment('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_rut_unique').on(t.rut),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    check('users_type_check', sql`${t.type} between 0 and 3`),
    check('users_rut_format', sql`${t.rut} ~ '^[0-9]{6,8}-[0-9K]$'`),
    check('users_name_length', sql`length(${t.firstName}) between 1 and 120`),
    index('users_type_name_idx').on(t.type, t.lastName, t.firstName, t.id),
    // Students and guardians by name: the big list pages through this index (keyset).
    index('users_people_name_idx')
      .on(t.lastName, t.firstName, t.id)
      .where(sql`${t.type} >= 2 and ${t.archivedAt} is null`),
    // Search of the people lists (ILIKE '%term%') through trigrams (pg_trgm, migration 0001).
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_rut_trgm_idx').using('gin', sql`replace(${t.rut}, '-', '') gin_trgm_ops`),
  ],
);

/** Refresh tokens: only a SHA-256 hash is stored; revoked on logout, disable, delete. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    /** The access token's session id (`sid` claim), so revoking also ends access tokens. */
    sessionId: text('session_id').notNull(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * Failed logins (per IP + username, per IP, per account) and portal call counts, in the database
 * so every instance sees the same count. `last_failure_at` paces the progressive login delays.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: moment('window_start').notNull().defaultNow(),
  lastFailureAt: moment('last_failure_at').notNull().defaultNow(),
});

/** A guardian pays for and sees the data of their wards. */
export const guardians = pgTable(
  'guardians',
  {
    guardianId: requiredRef('guardian_id', () => users.id, { onDelete: 'cascade' }),
    studentId: requiredRef('student_id', () => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.guardianId, t.studentId] }),
    check('guardians_not_self', sql`${t.guardianId} <> ${t.studentId}`),
    index('guardians_student_idx').on(t.studentId),
  ],
);
