import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/db-handle.ts';
import { enrolments, users } from '../../db/schema/index.ts';

type PersonValues = Pick<
  typeof users.$inferInsert,
  | 'type'
  | 'rut'
  | 'username'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address'
  | 'birthDate'
>;

export const insertPerson = async (tx: Db | Tx, values: PersonValues): Promise<number> => {
  const [created] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!created) throw new Error('insert sin fila');
  return created.id;
};

export const updatePerson = async (tx: Db | Tx, id: number, values: Partial<PersonValues>) => {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
};

/** The payment day of a student's open enrolments (of one plan when given); how many changed. */
export const setPaymentDay = async (
  db: Db,
  studentId: number,
  planId: number | undefined,
  paymentDay: number,
): Promise<number> => {
  const conditions = [eq(enrolments.studentId, studentId), ne(enrolments.status, 'finalizado')];
  if (planId) conditions.push(eq(enrolments.planId, planId));
  const updated = await db
    .update(enrolments)
    .set({ paymentDay, updatedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: enrolments.id });
  return updated.length;
};
