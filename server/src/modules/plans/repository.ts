import type { Plan } from '@academias/shared/contract/plans';
import type { contract } from '@academias/shared/contract';
import type { EndpointQuery } from '@academias/shared/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { type Db, inList, selectRows, type Tx } from '../../db/db-handle.ts';
import {
  countedPage,
  likePattern,
  orderBy,
  pagingOf,
  takePage,
  whereAll,
} from '../../db/list-helpers.ts';
import { academies, planTypes, plans, serviceTypes } from '../../db/schema/index.ts';

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

export const listPlans = async (db: Db, user: CurrentUser, query: PlansQuery) =>
  countedPage<Plan>(db, query, {
    columns: planColumns,
    from: planFrom,
    countFrom: sql`from plans p join academies a on a.id = p.academy_id`,
    where: whereAll([
      query.includeArchived !== 'true' && sql`p.archived_at is null`,
      planScope(user),
      query.academyId && sql`p.academy_id = ${query.academyId}`,
      query.planTypeId && sql`p.plan_type_id = ${query.planTypeId}`,
      query.isClaseEspecial && sql`p.is_clase_especial = ${query.isClaseEspecial === 'true'}`,
      query.search &&
        sql`(p.name ilike ${likePattern(query.search)} or a.name ilike ${likePattern(query.search)})`,
    ]),
    sort: sortColumns[query.sort ?? 'academy'],
  });

export const findPlan = async (
  db: Db | Tx,
  id: number,
  includeArchived = false,
): Promise<Plan | undefined> => {
  const [row] = await selectRows<Plan>(
    db,
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
  const found = await selectRows<{
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
  const [total] = await selectRows<{ n: number }>(
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

type PlanValues = typeof plans.$inferInsert;

const firstId = async (found: Promise<{ id: number }[]>) => (await found).length > 0;

/** The references a plan form names: a live academy, a plan type, a service type. */
export const activeAcademyExists = (db: Db | Tx, id: number) =>
  firstId(
    db
      .select({ id: academies.id })
      .from(academies)
      .where(and(eq(academies.id, id), isNull(academies.archivedAt))),
  );
export const planTypeExists = (db: Db | Tx, id: number) =>
  firstId(db.select({ id: planTypes.id }).from(planTypes).where(eq(planTypes.id, id)));
export const serviceTypeExists = (db: Db | Tx, id: number) =>
  firstId(db.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.id, id)));

/** Of `ids`, those that are plans not archived. */
export const activePlanIds = (db: Db, ids: number[]) =>
  db
    .select({ id: plans.id })
    .from(plans)
    .where(and(inArray(plans.id, ids), isNull(plans.archivedAt)));

/** The academy of a plan not archived. */
export const findActivePlanAcademy = async (db: Db | Tx, id: number) => {
  const [plan] = await db
    .select({ id: plans.id, academyId: plans.academyId })
    .from(plans)
    .where(and(eq(plans.id, id), isNull(plans.archivedAt)));
  return plan;
};

export const insertPlan = async (db: Db | Tx, values: PlanValues): Promise<number> => {
  const [created] = await db.insert(plans).values(values).returning({ id: plans.id });
  if (!created) throw new Error('insert sin fila');
  return created.id;
};

export const updatePlan = async (db: Db | Tx, id: number, values: Partial<PlanValues>) => {
  await db.update(plans).set(values).where(eq(plans.id, id));
};

export const countPlanEnrolments = async (db: Db, planId: number): Promise<number> => {
  const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from enrolments where plan_id = ${planId}`,
  );
  return n;
};

/** What points at a plan: active enrolments, any enrolment, any charge. */
export const planUsage = async (db: Db, planId: number) => {
  const [usage] = await selectRows<{ open: number; enrolled: number; charges: number }>(
    db,
    sql`select (select count(*)::int from enrolments where plan_id = ${planId} and status = 'activo') as open,
               (select count(*)::int from enrolments where plan_id = ${planId}) as enrolled,
               (select count(*)::int from charges where plan_id = ${planId}) as charges`,
  );
  return usage;
};

export const listPlanTypes = (db: Db) =>
  db
    .select({ id: planTypes.id, name: planTypes.name, billingMonths: planTypes.billingMonths })
    .from(planTypes)
    .orderBy(asc(planTypes.id));

export const listServiceTypes = (db: Db) =>
  db
    .select({ id: serviceTypes.id, name: serviceTypes.name })
    .from(serviceTypes)
    .orderBy(asc(serviceTypes.name));
