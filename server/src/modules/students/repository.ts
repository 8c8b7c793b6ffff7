import type { Student } from '@academias/shared/contract/students';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { personCondition } from '../../auth/scope.ts';
import { preparedRows } from '../../db/client.ts';
import { type Db, inList, selectRows, type Tx } from '../../db/db-handle.ts';
import {
  afterCursor,
  keysetPage,
  likePattern,
  orderBy,
  pageClause,
  pageWithTotals,
  pagingOf,
  rutSearch,
  whereAll,
} from '../../db/list-helpers.ts';
import { guardians, users } from '../../db/schema/index.ts';
import { searchStudents } from './search.ts';
import {
  cursorOf,
  extraOf,
  sortColumns,
  type StudentRow,
  type StudentsQuery,
  studentColumns,
  toStudent,
} from './student-rows.ts';

/**
 * Students and guardians in the caller's scope, with filters, search and paging (offset or keyset).
 * `extraColumns` lets studentsByAcademy add the plans of that academy to each row.
 */
export const listStudents = async <Extra extends object = object>(
  db: Db,
  user: CurrentUser,
  query: StudentsQuery,
  extraColumns?: SQL,
) => {
  const sort = query.sort ?? 'name';
  const columns = sortColumns[sort];
  const { limit, offset } = pagingOf(query);
  const rut = query.search ? rutSearch(query.search) : null;
  const enrolmentFilter =
    query.academyId || query.planId || query.status
      ? sql`exists (select 1 from enrolments e join plans p on p.id = e.plan_id where e.student_id = u.id
          ${query.academyId ? sql`and p.academy_id = ${query.academyId}` : sql``}
          ${query.planId ? sql`and e.plan_id = ${query.planId}` : sql``}
          ${query.status ? sql`and e.status = ${query.status}` : sql``}
          ${user.role === 'teacher' ? sql`and ${inList(sql`p.academy_id`, user.academyIds)}` : sql``})`
      : undefined;
  const filters = [
    sql`u.type >= 2`,
    query.includeArchived !== 'true' && sql`u.archived_at is null`,
    personCondition(user, sql`u.id`),
    enrolmentFilter,
    query.ids && inList(sql`u.id`, query.ids.split(',').map(Number)),
    query.search &&
      sql`((u.first_name || ' ' || u.last_name) ilike ${likePattern(query.search)} or u.email ilike ${likePattern(query.search)}
           ${rut ? sql`or replace(u.rut, '-', '') like ${likePattern(rut.replace(/-/g, ''))}` : sql``})`,
  ];
  const keyset = afterCursor(columns, query);
  if (query.search)
    return searchStudents<Extra>(db, user, query, {
      filters,
      keyset,
      columns,
      sort,
      limit,
      offset,
      extraColumns: extraColumns ?? sql``,
    });
  // Everybody (the admin's unfiltered list) is counted by user_totals, which the database keeps
  // per type and archived flag; any filter or scope counts the rows.
  const unfiltered = user.role === 'admin' && !enrolmentFilter && !query.search && !query.ids;
  const countQuery = unfiltered
    ? sql`select coalesce(sum(users), 0)::int as n from user_totals
        where type >= 2 ${query.includeArchived !== 'true' ? sql`and not archived` : sql``}`
    : sql`select count(*)::int as n from users u ${whereAll(filters)}`;
  const { rows: found, totals } = await pageWithTotals<StudentRow & Extra, 'n'>(
    offset === 0 ? preparedRows : selectRows,
    db,
    (totalsColumn) =>
      sql`select ${studentColumns} ${extraColumns ?? sql``} ${totalsColumn} from users u ${whereAll([...filters, keyset])}
          order by ${orderBy(columns, query.order)} ${pageClause(limit + 1, offset)}`,
    query.cursor ? null : { query: countQuery, fields: ['n'] },
  );
  const { items, nextCursor } = keysetPage(found, limit, (row) => cursorOf(row, sort));
  return {
    // Without extra columns a row is a student: no second pass over its keys.
    items: extraColumns
      ? items.map((row) => ({ ...toStudent(row), ...extraOf(row) }) as Student & Extra)
      : items.map((row) => toStudent(row) as Student & Extra),
    total: totals?.n ?? -1,
    page: query.page,
    pageSize: limit,
    nextCursor,
  };
};

export const findPerson = async (
  db: Db | Tx,
  id: number,
  includeArchived = false,
): Promise<Student | undefined> => {
  const [row] = await selectRows<StudentRow>(
    db,
    sql`select ${studentColumns} from users u where u.id = ${id} and u.type >= 2 ${includeArchived ? sql`` : sql`and u.archived_at is null`}`,
  );
  return row ? toStudent(row) : undefined;
};

/** Whether the caller may see this person (teacher: enrolled in their academies; other: self or ward). */
export const canSeePerson = async (db: Db, user: CurrentUser, id: number): Promise<boolean> => {
  const condition = personCondition(user, sql`u.id`);
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select u.id from users u ${whereAll([sql`u.id = ${id}`, sql`u.type >= 2`, condition])}`,
  );
  return Boolean(row);
};

/** How many of `ids` are people who can be a guardian (a student or guardian, not archived). */
export const countGuardianCandidates = async (tx: Db | Tx, ids: number[]): Promise<number> => {
  if (ids.length === 0) return 0;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), sql`${users.type} >= 2`, isNull(users.archivedAt)));
  return found.length;
};

/** Replaces a student's guardians with `guardianIds` (distinct, already checked). */
export const setGuardians = async (tx: Db | Tx, studentId: number, guardianIds: number[]) => {
  await tx.delete(guardians).where(eq(guardians.studentId, studentId));
  if (guardianIds.length)
    await tx.insert(guardians).values(guardianIds.map((guardianId) => ({ guardianId, studentId })));
};

export const personDetail = async (db: Db, user: CurrentUser, id: number) => {
  const person = await findPerson(db, id, true);
  if (!person) return undefined;
  const teacherScope =
    user.role === 'teacher' ? sql`and ${inList(sql`p.academy_id`, user.academyIds)}` : sql``;
  const [links] = await selectRows<{
    guardians: { id: number; name: string; rut: string | null }[];
    wards: { id: number; name: string; rut: string | null }[];
    enrolments: {
      id: number;
      planId: number;
      planName: string;
      academyId: number;
      academyName: string;
      price: number;
      isClaseEspecial: boolean;
      status: 'activo' | 'suspendido' | 'finalizado';
      paymentDay: number;
      startDate: string;
      endDate: string | null;
    }[];
    pendingAmount: number;
  }>(
    db,
    sql`select
      coalesce((select json_agg(json_build_object('id', g.id, 'name', trim(g.first_name || ' ' || g.last_name), 'rut', g.rut) order by g.last_name)
        from guardians gl join users g on g.id = gl.guardian_id where gl.student_id = ${id}), '[]'::json) as guardians,
      coalesce((select json_agg(json_build_object('id', w.id, 'name', trim(w.first_name || ' ' || w.last_name), 'rut', w.rut) order by w.last_name)
        from guardians gl join users w on w.id = gl.student_id where gl.guardian_id = ${id}), '[]'::json) as wards,
      coalesce((select json_agg(json_build_object('id', e.id, 'planId', p.id, 'planName', p.name, 'academyId', a.id,
          'academyName', a.name, 'price', p.price, 'isClaseEspecial', p.is_clase_especial, 'status', e.status,
          'paymentDay', e.payment_day, 'startDate', e.start_date::text, 'endDate', e.end_date::text) order by e.start_date desc, e.id)
        from enrolments e join plans p on p.id = e.plan_id join academies a on a.id = p.academy_id
        where e.student_id = ${id} ${teacherScope}), '[]'::json) as enrolments,
      (select coalesce(sum(c.amount), 0)::int from charges c join plans p on p.id = c.plan_id
        where c.student_id = ${id} and c.state in ('pendiente', 'vencido') ${teacherScope}) as "pendingAmount"`,
  );
  return {
    ...person,
    ...(links ?? { guardians: [], wards: [], enrolments: [], pendingAmount: 0 }),
  };
};

export const hasMovements = async (db: Db | Tx, id: number): Promise<boolean> => {
  const [row] = await selectRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from charges where student_id = ${id}) as found`,
  );
  return row?.found ?? false;
};

type AcademyPlans = {
  plans: { planId: number; planName: string; status: 'activo' | 'suspendido' | 'finalizado' }[];
};

/** The students of one academy, each with their plans there. */
export const listAcademyStudents = (
  db: Db,
  user: CurrentUser,
  academyId: number,
  query: Omit<StudentsQuery, 'academyId'>,
) =>
  listStudents<AcademyPlans>(
    db,
    user,
    { ...query, academyId },
    sql`, coalesce((select json_agg(json_build_object('planId', p.id, 'planName', p.name, 'status', e.status) order by p.name)
        from enrolments e join plans p on p.id = e.plan_id
        where e.student_id = u.id and p.academy_id = ${academyId}), '[]'::json) as plans`,
  );
