import type { StaffMember } from '@academias/shared/contract/users';
import type { teachersQuery } from '@academias/shared/contract/users';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import {
  iso,
  likePattern,
  orderBy,
  pagingOf,
  rutSearch,
  takePage,
  whereAll,
} from '../../db/list-helpers.ts';
import { academies, academyTeachers, profileTypes, users } from '../../db/schema/index.ts';
import { badRequest } from '../../http/http-error.ts';

type TeamQuery = z.infer<typeof teachersQuery>;

interface StaffRow {
  id: number;
  type: number;
  rut: string | null;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  profileTypeId: number | null;
  disabled: boolean;
  academies: { id: number; name: string }[];
  createdAt: Date | string;
}

const staffSelect = sql`select u.id, u.type, u.rut, u.username, u.first_name as "firstName", u.last_name as "lastName",
  u.email, u.phone, u.profile_type_id as "profileTypeId", (u.disabled_at is not null) as disabled, u.created_at as "createdAt",
  coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.name)
            from academy_teachers at join academies a on a.id = at.academy_id
            where at.teacher_id = u.id and a.archived_at is null), '[]'::json) as academies
  from users u`;

const toStaff = (row: StaffRow): StaffMember => ({
  ...row,
  name: `${row.firstName} ${row.lastName}`.trim(),
  createdAt: iso(row.createdAt) ?? '',
});

const sortColumns = {
  name: [sql`u.last_name`, sql`u.first_name`, sql`u.id`],
  username: [sql`u.username`, sql`u.id`],
  createdAt: [sql`u.created_at`, sql`u.id`],
};

export const listStaff = async (db: Db, type: 0 | 1, query: TeamQuery) => {
  const { limit, offset } = pagingOf(query);
  const rut = query.search ? rutSearch(query.search) : null;
  const where = whereAll([
    sql`u.type = ${type}`,
    sql`u.archived_at is null`,
    query.includeDisabled !== 'true' && sql`u.disabled_at is null`,
    query.search &&
      sql`(u.first_name || ' ' || u.last_name ilike ${likePattern(query.search)} or u.username ilike ${likePattern(query.search)}
           ${rut ? sql`or replace(u.rut, '-', '') like ${likePattern(rut.replace(/-/g, ''))}` : sql``})`,
    query.academyId &&
      sql`exists (select 1 from academy_teachers at where at.teacher_id = u.id and at.academy_id = ${query.academyId})`,
  ]);
  const order = orderBy(sortColumns[query.sort ?? 'name'], query.order);
  const found = await selectRows<StaffRow>(
    db,
    sql`${staffSelect} ${where} order by ${order} limit ${limit + 1} offset ${offset}`,
  );
  const [total] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users u ${where}`,
  );
  const { items } = takePage(found, limit);
  return { items: items.map(toStaff), total: total?.n ?? 0, page: query.page, pageSize: limit };
};

export const findStaff = async (db: Db | Tx, id: number): Promise<StaffMember | undefined> => {
  const [row] = await selectRows<StaffRow>(
    db,
    sql`${staffSelect} where u.id = ${id} and u.type in (0, 1) and u.archived_at is null`,
  );
  return row ? toStaff(row) : undefined;
};

/** Replaces a teacher's academies; unknown or archived academy ids are a 400 naming the field. */
export const setTeacherAcademies = async (tx: Db | Tx, teacherId: number, academyIds: number[]) => {
  const unique = [...new Set(academyIds)];
  if (unique.length) {
    const found = await tx
      .select({ id: academies.id })
      .from(academies)
      .where(and(inArray(academies.id, unique), isNull(academies.archivedAt)));
    if (found.length !== unique.length)
      throw badRequest(
        'El campo data.academyIds incluye una academia que no existe.',
        'data.academyIds',
      );
  }
  await tx.delete(academyTeachers).where(eq(academyTeachers.teacherId, teacherId));
  if (unique.length)
    await tx.insert(academyTeachers).values(unique.map((academyId) => ({ academyId, teacherId })));
};

export const staffType = async (db: Db | Tx, id: number): Promise<number | undefined> => {
  const [row] = await db
    .select({ type: users.type })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.archivedAt)));
  return row && (row.type === 0 || row.type === 1) ? row.type : undefined;
};

type StaffFields = Pick<
  typeof users.$inferInsert,
  'rut' | 'username' | 'firstName' | 'lastName' | 'email' | 'phone' | 'profileTypeId'
>;

export const insertStaff = async (
  tx: Db | Tx,
  fields: StaffFields & { type: number; passwordHash: string },
): Promise<number> => {
  const [created] = await tx.insert(users).values(fields).returning({ id: users.id });
  if (!created) throw new Error('insert sin fila');
  return created.id;
};

export const updateStaff = async (
  tx: Db | Tx,
  id: number,
  fields: StaffFields & { passwordHash?: string; disabledAt?: Date | null },
): Promise<void> => {
  await tx
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, id));
};

export const listProfileTypes = (db: Db) =>
  db
    .select({ id: profileTypes.id, name: profileTypes.name, userType: profileTypes.userType })
    .from(profileTypes)
    .orderBy(asc(profileTypes.id));
