import type { Role } from '@academias/shared/contract';
import { sql } from 'drizzle-orm';
import { type Db, preparedRows } from '../db/client.ts';

/** Who is calling, resolved from the access token and the database on every request. */
export interface CurrentUser {
  id: number;
  /** 0 admin, 1 teacher, 2 student, 3 guardian. */
  type: number;
  role: Exclude<Role, 'anonymous'>;
  name: string;
  /** Teacher: the academies they teach in. Empty for everyone else. */
  academyIds: number[];
  /** Student/guardian: themselves and their wards. Empty for staff. */
  studentIds: number[];
  /** Session id (`sid` claim); revoking it ends the access token too. */
  sessionId: string;
}

export const roleOf = (type: number): CurrentUser['role'] => (type === 0 ? 'admin' : type === 1 ? 'teacher' : 'other');

interface Row {
  id: number;
  type: number;
  name: string;
  academy_ids: number[] | null;
  ward_ids: number[] | null;
}

/**
 * Loads the user of a verified token, only while the user is active and the session is not
 * revoked, so disabling a user or logging out takes effect at once, on every instance.
 */
export const loadCurrentUser = async (db: Db, userId: number, sessionId: string): Promise<CurrentUser | null> => {
  const [row] = await preparedRows<Row>(
    db,
    sql`select u.id, u.type, trim(u.first_name || ' ' || u.last_name) as name,
          (select array_agg(at.academy_id order by at.academy_id) from academy_teachers at where at.teacher_id = u.id) as academy_ids,
          (select array_agg(g.student_id order by g.student_id) from guardians g where g.guardian_id = u.id) as ward_ids
        from users u
        where u.id = ${userId} and u.disabled_at is null and u.archived_at is null
          and exists (select 1 from refresh_tokens rt
                      where rt.session_id = ${sessionId} and rt.user_id = u.id
                        and rt.revoked_at is null and rt.expires_at > now())`,
  );
  if (!row) return null;
  const role = roleOf(row.type);
  return {
    id: row.id,
    type: row.type,
    role,
    name: row.name,
    academyIds: role === 'teacher' ? (row.academy_ids ?? []) : [],
    studentIds: role === 'other' ? [row.id, ...(row.ward_ids ?? [])] : [],
    sessionId,
  };
};
