import { sql } from 'drizzle-orm';
import { preparedRows } from '../db/client.ts';
import type { Db } from '../db/db-handle.ts';
import { type CurrentUser, roleOf } from './current-user.ts';
import type { CurrentUserCache } from './current-user-cache.ts';

interface Row {
  id: number;
  type: number;
  name: string;
  academy_ids: number[] | null;
  ward_ids: number[] | null;
  session_expires_at: Date | string;
}

/**
 * Loads the user of a verified token, only while the user is active and the session is not
 * revoked, so disabling a user or logging out takes effect at once, on every instance. With a
 * cache, a caller already resolved is served from it (it hears of every change: see
 * CurrentUserCache).
 */
export const loadCurrentUser = async (
  db: Db,
  userId: number,
  sessionId: string,
  cache?: CurrentUserCache,
): Promise<CurrentUser | null> => {
  const cached = cache?.get(userId, sessionId);
  if (cached) return cached;
  const generation = cache?.begin() ?? 0;
  const [row] = await preparedRows<Row>(
    db,
    sql`select u.id, u.type, trim(u.first_name || ' ' || u.last_name) as name,
          (select array_agg(at.academy_id order by at.academy_id) from academy_teachers at where at.teacher_id = u.id) as academy_ids,
          (select array_agg(g.student_id order by g.student_id) from guardians g where g.guardian_id = u.id) as ward_ids,
          s.expires_at as session_expires_at
        from users u
        cross join lateral (select max(rt.expires_at) as expires_at from refresh_tokens rt
                            where rt.session_id = ${sessionId} and rt.user_id = u.id
                              and rt.revoked_at is null and rt.expires_at > now()) s
        where u.id = ${userId} and u.disabled_at is null and u.archived_at is null and s.expires_at is not null`,
  );
  if (!row) return null;
  const role = roleOf(row.type);
  const user: CurrentUser = {
    id: row.id,
    type: row.type,
    role,
    name: row.name,
    academyIds: role === 'teacher' ? (row.academy_ids ?? []) : [],
    studentIds: role === 'other' ? [row.id, ...(row.ward_ids ?? [])] : [],
    sessionId,
  };
  cache?.set(user, new Date(row.session_expires_at).getTime(), generation);
  return user;
};
