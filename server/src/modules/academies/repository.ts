import type { Academy, academyCharge } from '@academias/shared/contract/academies';
import type { z } from 'zod';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { academyCondition } from '../../auth/scope.ts';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { countedPage, iso, likePattern, whereAll } from '../../db/list-helpers.ts';
import { academies, academyCharges, academyTeachers, users } from '../../db/schema/index.ts';
import type { ListQuery } from '@academias/shared/contract';
import { todayInChile } from '@academias/shared/domain';
import { academyPercentHistory, monthStartOf, percentsInForce } from './teacher-percents.ts';

interface AcademyRow {
  id: number;
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  teachers: { id: number; name: string }[];
  studentCount: number;
  planCount: number;
  createdAt: Date | string;
}

const academyColumns = sql`a.id, a.name, a.description, a.address, a.phone, a.email, a.created_at as "createdAt",
  coalesce((select json_agg(json_build_object('id', t.id, 'name', trim(t.first_name || ' ' || t.last_name)) order by t.last_name)
    from academy_teachers at join users t on t.id = at.teacher_id where at.academy_id = a.id and t.archived_at is null), '[]'::json) as teachers,
  coalesce((select t.current_students from academy_student_totals t where t.academy_id = a.id), 0) as "studentCount",
  (select count(*)::int from plans p where p.academy_id = a.id and p.archived_at is null) as "planCount"`;
const academySelect = sql`select ${academyColumns} from academies a`;

const toAcademy = (row: AcademyRow): Academy => ({ ...row, createdAt: iso(row.createdAt) ?? '' });

const sortColumns = {
  name: [sql`a.name`, sql`a.id`],
  createdAt: [sql`a.created_at`, sql`a.id`],
  studentCount: [sql`"studentCount"`, sql`a.id`],
};

export const listAcademies = async (
  db: Db,
  user: CurrentUser,
  query: ListQuery & { sort?: keyof typeof sortColumns },
) => {
  const found = await countedPage<AcademyRow>(db, query, {
    columns: academyColumns,
    from: sql`from academies a`,
    where: whereAll([
      sql`a.archived_at is null`,
      academyCondition(user, sql`a.id`),
      query.search &&
        sql`(a.name ilike ${likePattern(query.search)} or a.address ilike ${likePattern(query.search)})`,
    ]),
    sort: sortColumns[query.sort ?? 'name'],
  });
  return { ...found, items: found.items.map(toAcademy) };
};

export const findAcademy = async (db: Db | Tx, id: number): Promise<Academy | undefined> => {
  const [row] = await selectRows<AcademyRow>(
    db,
    sql`${academySelect} where a.id = ${id} and a.archived_at is null`,
  );
  return row ? toAcademy(row) : undefined;
};

export const academyExtras = async (db: Db, id: number) => {
  const charges = await selectRows<z.infer<typeof academyCharge>>(
    db,
    sql`select id, academy_id as "academyId", description, amount, frequency, start_date::text as "startDate"
        from academy_charges where academy_id = ${id} and end_date is null order by start_date desc, id`,
  );
  const percentHistory = await academyPercentHistory(db, id);
  const inForce = new Set(percentsInForce(percentHistory, monthStartOf(todayInChile())));
  const percents = percentHistory
    .filter((p) => inForce.has(p))
    .sort((a, b) => a.teacherName.localeCompare(b.teacherName, 'es'));
  return { charges, percents, percentHistory };
};

/** What still depends on an academy: it cannot be deleted while any of these is non-zero. */
export const academyDependants = async (db: Db | Tx, id: number) => {
  const [row] = await selectRows<{
    students: number;
    plans: number;
    charges: number;
    history: number;
  }>(
    db,
    sql`select
      (select count(*)::int from enrolments e join plans p on p.id = e.plan_id where p.academy_id = ${id} and e.status <> 'finalizado') as students,
      (select count(*)::int from plans where academy_id = ${id} and archived_at is null) as plans,
      (select count(*)::int from charges where academy_id = ${id}) as charges,
      (select count(*)::int from plans where academy_id = ${id}) + (select count(*)::int from expenses where academy_id = ${id}) as history`,
  );
  return row ?? { students: 0, plans: 0, charges: 0, history: 0 };
};

type AcademyValues = Pick<
  typeof academies.$inferInsert,
  'name' | 'description' | 'address' | 'phone' | 'email'
>;

export const insertAcademy = async (db: Db | Tx, values: AcademyValues): Promise<number> => {
  const [created] = await db.insert(academies).values(values).returning({ id: academies.id });
  if (!created) throw new Error('insert sin fila');
  return created.id;
};

export const updateAcademy = async (
  db: Db | Tx,
  id: number,
  values: Partial<AcademyValues>,
): Promise<void> => {
  await db.update(academies).set(values).where(eq(academies.id, id));
};

/** How many of `ids` are active teachers (type 1, not archived). */
export const countActiveTeachers = async (db: Db | Tx, ids: number[]): Promise<number> => {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.type, 1), isNull(users.archivedAt)));
  return found.length;
};

export const replaceAcademyTeachers = async (
  db: Db | Tx,
  academyId: number,
  teacherIds: number[],
): Promise<void> => {
  await db.delete(academyTeachers).where(eq(academyTeachers.academyId, academyId));
  if (teacherIds.length)
    await db
      .insert(academyTeachers)
      .values(teacherIds.map((teacherId) => ({ academyId, teacherId })));
};

/** Takes one teacher off an academy; false when they were not on it. */
export const removeAcademyTeacher = async (
  db: Db,
  academyId: number,
  teacherId: number,
): Promise<boolean> => {
  const removed = await db
    .delete(academyTeachers)
    .where(and(eq(academyTeachers.academyId, academyId), eq(academyTeachers.teacherId, teacherId)))
    .returning();
  return removed.length > 0;
};

export const insertFixedCost = async (
  db: Db,
  values: typeof academyCharges.$inferInsert,
): Promise<typeof academyCharges.$inferSelect> => {
  const [created] = await db.insert(academyCharges).values(values).returning();
  if (!created) throw new Error('insert sin fila');
  return created;
};

/** The name of a teacher of the academy, or undefined when they do not teach there. */
export const findAcademyTeacher = async (db: Db, academyId: number, teacherId: number) => {
  const [teacher] = await db
    .select({ name: users.firstName, lastName: users.lastName })
    .from(academyTeachers)
    .innerJoin(users, eq(users.id, academyTeachers.teacherId))
    .where(and(eq(academyTeachers.academyId, academyId), eq(academyTeachers.teacherId, teacherId)));
  return teacher;
};
