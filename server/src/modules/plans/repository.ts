import type { Plan } from '@academias/shared/contract/plans';
import type { contract } from '@academias/shared/contract';
import type { EndpointQuery } from '@academias/shared/contract';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { inList } from '../../auth/scope.ts';
import { preparedRows, rows } from '../../db/client.ts';
import type { Db, Tx } from '../../db/db-handle.ts';
import {
  likePattern,
  orderBy,
  pageClause,
  pageWithTotals,
  pagingOf,
  takePage,
  whereAll,
} from '../../db/list-helpers.ts';

type PlansQuery = EndpointQuery<typeof contract.plans>;
type PlanStudentsQuery = EndpointQuery<typeof contract.studentsByPlan>;

const planColumns = sql`p.id, p.academy_id as "academyId", a.name as "academyName", p.plan_type_id as "planTypeId",
  pt.name as "planTypeName", p.service_type_id as "serviceTypeId", st.name as "serviceTypeName", p.name, p.description,
  p.price, p.is_clase_especial as "isClaseEspecial", p.document_type as "documentType", (p.archived_at is not null) as archived,
  coalesce((select t.enrolments from plan_enrolment_totals t where t.plan_id = p.id and t.status = 'activo'), 0) as "activeStudents"`;
const planFrom = sql`from plans p join academies a on a.id = p.academy_id join plan_types pt on pt.id = p.plan_type_id
  join service_types st on st.id = p.service_type_id`;
const planSelect = sql`select ${planColumns} ${planFrom}`;

/** Plans a user may see: admin all; teacher their academies'; others the plans they or their wards are in. */
export const planScope = (user: CurrentUser) => {
  if (user.role === 'admin') return undefined;
  if (user.role === 'teacher') return inList(sql`p.academy_id`, user.academyIds);
  return sql`exists (select 1 from enrolments e where e.plan_id = p.id and ${inList(sql`e.student_id`, user.studentIds)})`;
};

const sortColumns = {
  name: [sql`p.name`, sql`p.id`],
  price: [sql`p.price`, sql`p.id`],
  academy: [sql`a.name`, sql`p.name`, sql`p.id`],
};

export const listPlans = async (db: Db, user: CurrentUser, query: PlansQuery) => {
  const { limit, offset } = pagingOf(query);
  const where = whereAll([
    query.includeArchived !== 'true' && sql`p.archived_at is null`,
    planScope(user),
    query.academyId && sql`p.academy_id = ${query.academyId}`,
    query.planTypeId && sql`p.plan_type_id = ${query.planTypeId}`,
    query.isClaseEspecial && sql`p.is_clase_especial = ${query.isClaseEspecial === 'true'}`,
    query.search &&
      sql`(p.name ilike ${likePattern(query.search)} or a.name ilike ${likePattern(query.search)})`,
  ]);
  const { rows: found, totals } = await pageWithTotals<Plan, 'n'>(
    offset === 0 ? preparedRows : rows,
    db,
    (totalsColumn) =>
      sql`select ${planColumns} ${totalsColumn} ${planFrom} ${where}
          order by ${orderBy(sortColumns[query.sort ?? 'academy'], query.order)} ${pageClause(limit + 1, offset)}`,
    {
      query: sql`select count(*)::int as n from plans p join academies a on a.id = p.academy_id ${where}`,
      fields: ['n'],
    },
  );
  return {
    items: takePage(found, limit).items,
    total: totals?.n ?? 0,
    page: query.page,
    pageSize: limit,
  };
};

export const findPlan = async (
  db: Db | Tx,
  id: number,
  includeArchived = false,
): Promise<Plan | undefined> => {
  const [row] = await rows<Plan>(
    db as Db,
    sql`${planSelect} where p.id = ${id} ${includeArchived ? sql`` : sql`and p.archived_at is null`}`,
  );
  return row;
};

const planStudentSort = {
  name: [sql`u.last_name`, sql`u.first_name`, sql`e.id`],
  status: [sql`e.status`, sql`u.last_name`, sql`e.id`],
  startDate: [sql`e.start_date`, sql`e.id`],
};

export const listPlanStudents = async (db: Db, query: PlanStudentsQuery) => {
  const { limit, offset } = pagingOf(query);
  const where = whereAll([
    sql`e.plan_id = ${query.planId}`,
    query.status && sql`e.status = ${query.status}`,
    query.search &&
      sql`((u.first_name || ' ' || u.last_name) ilike ${likePattern(query.search)} or u.rut ilike ${likePattern(query.search.replace(/\./g, ''))})`,
  ]);
  const found = await rows<{
    enrolmentId: number;
    studentId: number;
    rut: string | null;
    name: string;
    email: string | null;
    status: 'activo' | 'suspendido' | 'finalizado';
    paymentDay: number;
    startDate: string;
    pendingAmount: number;
  }>(
    db,
    sql`select e.id as "enrolmentId", u.id as "studentId", u.rut, trim(u.first_name || ' ' || u.last_name) as name, u.email,
          e.status, e.payment_day as "paymentDay", e.start_date::text as "startDate",
          (select coalesce(sum(c.amount), 0)::int from charges c where c.enrolment_id = e.id and c.state in ('pendiente', 'vencido')) as "pendingAmount"
        from enrolments e join users u on u.id = e.student_id ${where}
        order by ${orderBy(planStudentSort[query.sort ?? 'name'], query.order)} limit ${limit + 1} offset ${offset}`,
  );
  const [total] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from enrolments e join users u on u.id = e.student_id ${where}`,
  );
  return {
    items: takePage(found, limit).items,
    total: total?.n ?? 0,
    page: query.page,
    pageSize: limit,
  };
};

export const enrolmentColumns = sql`e.id, e.student_id as "studentId", e.plan_id as "planId", e.status,
  e.payment_day as "paymentDay", e.start_date::text as "startDate", e.end_date::text as "endDate"`;

export interface EnrolmentRow {
  id: number;
  studentId: number;
  planId: number;
  status: 'activo' | 'suspendido' | 'finalizado';
  paymentDay: number;
  startDate: string;
  endDate: string | null;
}

/** The open (not finished) enrolment of a student in a plan. */
export const findOpenEnrolment = async (
  db: Db | Tx,
  studentId: number,
  planId: number,
): Promise<EnrolmentRow | undefined> => {
  const [row] = await rows<EnrolmentRow>(
    db as Db,
    sql`select ${enrolmentColumns} from enrolments e
        where e.student_id = ${studentId} and e.plan_id = ${planId} and e.status <> 'finalizado'`,
  );
  return row;
};
