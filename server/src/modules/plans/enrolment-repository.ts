import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { enrolments, users } from '../../db/schema/index.ts';

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
  const [row] = await selectRows<EnrolmentRow>(
    db,
    sql`select ${enrolmentColumns} from enrolments e
        where e.student_id = ${studentId} and e.plan_id = ${planId} and e.status <> 'finalizado'`,
  );
  return row;
};

export const findEnrolment = async (db: Db | Tx, id: number): Promise<EnrolmentRow | undefined> => {
  const [row] = await selectRows<EnrolmentRow>(
    db,
    sql`select ${enrolmentColumns} from enrolments e where e.id = ${id}`,
  );
  return row;
};

/** A student (type 2 or more) not archived. */
export const activeStudentExists = async (db: Db | Tx, id: number): Promise<boolean> => {
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), sql`${users.type} >= 2`, isNull(users.archivedAt)));
  return student !== undefined;
};

export const insertEnrolment = async (
  db: Db | Tx,
  values: typeof enrolments.$inferInsert,
): Promise<number> => {
  const [created] = await db.insert(enrolments).values(values).returning({ id: enrolments.id });
  if (!created) throw new Error('insert sin fila');
  return created.id;
};

export const countEnrolmentCharges = async (db: Db, enrolmentId: number): Promise<number> => {
  const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from charges where enrolment_id = ${enrolmentId}`,
  );
  return n;
};

export const updateEnrolment = async (
  db: Db,
  id: number,
  values: Pick<typeof enrolments.$inferInsert, 'status' | 'endDate'>,
) => {
  await db
    .update(enrolments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(enrolments.id, id));
};

export const deleteEnrolment = async (db: Db, id: number) => {
  await db.delete(enrolments).where(eq(enrolments.id, id));
};
