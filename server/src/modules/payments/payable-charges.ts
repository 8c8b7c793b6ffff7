import { sql } from 'drizzle-orm';
import { conflict, notFound } from '../../http/http-error.ts';
import { type Db, selectRows, inList } from '../../db/db-handle.ts';

export interface PayableCharge {
  id: number;
  studentId: number;
  amount: number;
  state: string;
  reserved: boolean;
}

/** The people whose charges `userId` may pay: themselves and, for a guardian, their wards. */
export const payableStudentIds = async (db: Db, userId: number): Promise<number[]> => {
  const found = await selectRows<{ id: number }>(
    db,
    sql`select ${userId}::int as id union select student_id from guardians where guardian_id = ${userId}`,
  );
  return found.map((r) => Number(r.id));
};

/**
 * Loads the selected charges and checks they can be paid now for this person: every id exists and
 * belongs to them (else 404, never revealing other people's charges), is still owed (else 409).
 * Reservation by another payment is checked by the database when the payment is inserted.
 */
export const loadPayableCharges = async (
  db: Db,
  userId: number,
  chargeIds: number[],
): Promise<PayableCharge[]> => {
  const people = await payableStudentIds(db, userId);
  const found = await selectRows<PayableCharge>(
    db,
    sql`select c.id, c.student_id as "studentId", c.amount, c.state,
          exists (select 1 from payment_items pi where pi.charge_id = c.id and pi.active) as reserved
        from charges c
        where ${inList(sql`c.id`, chargeIds)}
          and ${inList(sql`c.student_id`, people)}`,
  );
  if (found.length !== chargeIds.length) {
    throw notFound('Uno o más cobros no existen o no corresponden a esta persona.');
  }
  const closed = found.filter((c) => c.state !== 'pendiente' && c.state !== 'vencido');
  if (closed.length > 0) {
    throw conflict(
      closed.some((c) => c.state === 'pagado')
        ? 'Uno o más cobros ya están pagados. Actualiza la página para ver lo pendiente.'
        : 'Uno o más cobros fueron anulados y ya no se pueden pagar.',
      'selectedPayments',
    );
  }
  return found.map((c) => ({
    ...c,
    id: Number(c.id),
    amount: Number(c.amount),
    studentId: Number(c.studentId),
  }));
};

export const RESERVED_MESSAGE =
  'Uno o más cobros ya están en un pago en curso. Si lo iniciaste tú, termina ese pago o espera unos minutos e inténtalo de nuevo.';
