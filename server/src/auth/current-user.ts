import type { Role } from '@academias/shared/contract';

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

export const roleOf = (type: number): CurrentUser['role'] =>
  type === 0 ? 'admin' : type === 1 ? 'teacher' : 'other';
