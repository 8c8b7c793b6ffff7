import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';

export interface BulkCharge {
  id: number;
  studentId: number;
  studentName: string;
  description: string;
  amount: number;
  state: string;
  reserved: boolean;
}

/** Serialises calls with the same idempotency key until the transaction ends (a double click waits). */
export const lockBulkKey = async (tx: Db, sessionId: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${sessionId}))`);
};

/** Payments an earlier call with this key wrote: one row per payment with its charge. */
export const paymentsOfBulkKey = async (
  db: Db,
  sessionId: string,
): Promise<{ paymentId: number; chargeId: number; amount: number }[]> =>
  (
    await selectRows<{ paymentId: number; chargeId: number; amount: number }>(
      db,
      sql`select p.id as "paymentId", pi.charge_id as "chargeId", pi.amount
          from payments p join payment_items pi on pi.payment_id = p.id
          where p.session_id = ${sessionId} order by p.id`,
    )
  ).map((r) => ({
    paymentId: Number(r.paymentId),
    chargeId: Number(r.chargeId),
    amount: Number(r.amount),
  }));

/** The chosen charges with their student's name and whether a card payment holds them. */
export const chargesForBulk = async (db: Db, chargeIds: readonly number[]): Promise<BulkCharge[]> =>
  (
    await selectRows<BulkCharge>(
      db,
      sql`select c.id, c.student_id as "studentId", trim(u.first_name || ' ' || u.last_name) as "studentName",
            c.description, c.amount, c.state,
            exists (select 1 from payment_items pi where pi.charge_id = c.id and pi.active) as reserved
          from charges c join users u on u.id = c.student_id
          where c.id = any(${`{${chargeIds.join(',')}}`}::int[])
          order by c.id for update of c`,
    )
  ).map((c) => ({
    ...c,
    id: Number(c.id),
    studentId: Number(c.studentId),
    amount: Number(c.amount),
  }));

export const isMonthClosed = async (db: Db, period: string): Promise<boolean> => {
  const [row] = await selectRows<{ closed: boolean }>(
    db,
    sql`select exists (select 1 from month_closings where period = ${period}) as closed`,
  );
  return row?.closed === true;
};
