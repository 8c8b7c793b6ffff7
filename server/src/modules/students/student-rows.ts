import { type Student, student, type studentsQuery } from '@academias/shared/contract/students';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { iso } from '../../db/list-helpers.ts';

export type StudentsQuery = z.infer<typeof studentsQuery>;

/** A person's row as the lists read it (the list of one academy adds its own columns). */
export interface StudentRow extends Omit<Student, 'name' | 'createdAt'> {
  createdAt: Date | string;
  sortKey?: unknown;
}

export const studentColumns = sql`u.id, u.type, u.rut, u.first_name as "firstName", u.last_name as "lastName", u.email, u.phone,
  u.address, u.birth_date::text as "birthDate", u.username, (u.archived_at is not null) as archived, u.created_at as "createdAt"`;

/**
 * The student of a row, field by field: one object of one shape per row, where copying the row
 * (object spread and rest) was the largest item of a students page's Node time after the
 * driver (docs/performance.md, session 13). A list's own columns are added by `extraOf`.
 */
export const toStudent = (row: StudentRow): Student => ({
  id: row.id,
  type: row.type,
  rut: row.rut,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  address: row.address,
  birthDate: row.birthDate,
  username: row.username,
  archived: row.archived,
  createdAt: iso(row.createdAt) ?? '',
  name: `${row.firstName} ${row.lastName}`.trim(),
});

export const sortColumns = {
  name: [sql`u.last_name`, sql`u.first_name`, sql`u.id`],
  rut: [sql`u.rut`, sql`u.id`],
  createdAt: [sql`u.created_at`, sql`u.id`],
  id: [sql`u.id`],
};
export type StudentSort = keyof typeof sortColumns;

/** Values of the sort columns of a row, for the next keyset cursor. */
export const cursorOf = (row: StudentRow, sort: StudentSort): (string | number | null)[] => {
  if (sort === 'name') return [row.lastName, row.firstName, row.id];
  if (sort === 'rut') return [row.rut, row.id];
  if (sort === 'createdAt') return [iso(row.createdAt), row.id];
  return [row.id];
};

const baseKeys = new Set([...Object.keys(student.shape), 'sortKey', '__totals']);
/** The columns a list added to the base row (the plans of an academy). */
export const extraOf = (row: object) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !baseKeys.has(key)));
