import { randomUUID } from 'node:crypto';
import type { Session } from '@academias/shared/contract/users';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  REFRESH_TOKEN_DAYS,
  hashToken,
  newOpaqueToken,
  signAccessToken,
} from '../../auth/tokens.ts';
import type { Db } from '../../db/db-handle.ts';
import { academies, academyTeachers, refreshTokens, users } from '../../db/schema/index.ts';

export interface LoginUser {
  id: number;
  type: number;
  username: string;
  name: string;
  passwordHash: string | null;
  active: boolean;
}

const userColumns = {
  id: users.id,
  type: users.type,
  username: users.username,
  name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  passwordHash: users.passwordHash,
  active: sql<boolean>`${users.disabledAt} is null and ${users.archivedAt} is null`,
};

export const findUserByUsername = async (
  db: Db,
  username: string,
): Promise<LoginUser | undefined> => {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()));
  return row;
};

const findUserById = async (db: Db, id: number): Promise<LoginUser | undefined> => {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
};

const teacherAcademies = (db: Db, userId: number) =>
  db
    .select({ id_academy: academies.id, academy_name: academies.name })
    .from(academyTeachers)
    .innerJoin(academies, eq(academies.id, academyTeachers.academyId))
    .where(and(eq(academyTeachers.teacherId, userId), isNull(academies.archivedAt)))
    .orderBy(academies.name);

/** Issues the access token and a new refresh token for a session (new or rotated). */
const issue = async (
  db: Db,
  secret: Uint8Array,
  user: LoginUser,
  sessionId: string,
): Promise<Session> => {
  const refreshToken = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: user.id,
    tokenHash: hashToken(refreshToken),
    sessionId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  const { token, expiresAt } = await signAccessToken(secret, { userId: user.id, sessionId });
  return {
    token,
    refreshToken,
    expiresAt: expiresAt.toISOString(),
    type: user.type,
    data: { id: user.id, name: user.name, username: user.username },
    academies: user.type === 1 ? await teacherAcademies(db, user.id) : [],
  };
};

export const startSession = (db: Db, secret: Uint8Array, user: LoginUser) =>
  issue(db, secret, user, randomUUID());

/**
 * Rotates a refresh token: the old one is revoked and a new one issued for the same session.
 * A revoked token presented again means it leaked: the whole session is revoked.
 */
export const rotateSession = async (
  db: Db,
  secret: Uint8Array,
  refreshToken: string,
): Promise<Session | null> => {
  const [current] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (!current) return null;
  if (current.revokedAt) {
    await revokeSession(db, current.sessionId);
    return null;
  }
  if (current.expiresAt <= new Date()) return null;
  const user = await findUserById(db, current.userId);
  if (!user?.active) return null;
  // Compare-and-set: two concurrent refreshes with one token yield one new session token.
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.id, current.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (revoked.length === 0) return null;
  return issue(db, secret, user, current.sessionId);
};

export const revokeSession = async (db: Db, sessionId: string): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
};

export const revokeByRefreshToken = async (db: Db, refreshToken: string): Promise<void> => {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (row) await revokeSession(db, row.sessionId);
};

/** Ends every session of a user (disabled, archived, password changed). */
export const revokeUserSessions = async (db: Db, userId: number): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
};
