import { and, eq, inArray, sql } from 'drizzle-orm';
import { paymentItems, payments, type PaymentState } from '../../db/schema/payments.ts';
import type { Db } from '../../db/db-handle.ts';

export type PaymentRow = typeof payments.$inferSelect;

export const findPaymentByToken = async (
  db: Db,
  token: string,
): Promise<PaymentRow | undefined> => {
  const [row] = await db.select().from(payments).where(eq(payments.token, token));
  return row;
};

export const findPaymentByBuyOrder = async (
  db: Db,
  buyOrder: string,
): Promise<PaymentRow | undefined> => {
  const [row] = await db.select().from(payments).where(eq(payments.buyOrder, buyOrder));
  return row;
};

export const findPayment = async (db: Db, id: number): Promise<PaymentRow | undefined> => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
};

/**
 * Compare-and-set of a payment's state: only the caller that sees one of `from` moves it, so two
 * returns of the same token, or two instances, never both act on it.
 */
export const moveState = async (
  db: Db,
  id: number,
  from: PaymentState[],
  to: PaymentState,
  extra: Partial<typeof payments.$inferInsert> = {},
): Promise<PaymentRow | undefined> => {
  const [row] = await db
    .update(payments)
    .set({ ...extra, state: to, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.state, from)))
    .returning();
  return row;
};

/** A payment that will not be paid frees its charges for another payment. */
export const releaseItems = async (db: Db, paymentId: number): Promise<void> => {
  await db.update(paymentItems).set({ active: false }).where(eq(paymentItems.paymentId, paymentId));
};

export const itemChargeIds = async (db: Db, paymentId: number): Promise<number[]> => {
  const items = await db
    .select({ chargeId: paymentItems.chargeId })
    .from(paymentItems)
    .where(eq(paymentItems.paymentId, paymentId));
  return items.map((i) => i.chargeId);
};

export const activeItemCount = async (db: Db, paymentId: number): Promise<number> => {
  const items = await db
    .select({ id: paymentItems.id })
    .from(paymentItems)
    .where(and(eq(paymentItems.paymentId, paymentId), eq(paymentItems.active, true)));
  return items.length;
};

/** Marks the charges paid; returns how many moved (fewer than asked means one was no longer open). */
export const markChargesPaid = async (
  db: Db,
  chargeIds: number[],
  paidAt: Date,
): Promise<number> => {
  if (chargeIds.length === 0) return 0;
  const result = (await db.execute(sql`
    update charges set state = 'pagado', paid_at = ${paidAt.toISOString()}, updated_at = now()
    where id in (${sql.join(
      chargeIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and state in ('pendiente', 'vencido')
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
};

/** An annulled payment's charges owe again: overdue if their due date passed. */
export const reopenCharges = async (db: Db, chargeIds: number[]): Promise<void> => {
  if (chargeIds.length === 0) return;
  await db.execute(sql`
    update charges set state = case when due_date < (now() at time zone 'America/Santiago')::date then 'vencido' else 'pendiente' end,
      paid_at = null, updated_at = now()
    where id in (${sql.join(
      chargeIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and state = 'pagado'`);
};
