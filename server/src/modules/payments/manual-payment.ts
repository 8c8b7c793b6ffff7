import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/pg-error.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { approvePayment, ChargesNoLongerOpen } from './approve-payment.ts';
import { newBuyOrder } from './create-webpay-payment.ts';
import { loadPayableCharges, RESERVED_MESSAGE } from './payable-charges.ts';
import type { PaymentsContext } from './payments-context.ts';
import { reconcileOne } from './reconcile-payments.ts';

export interface ManualPaymentInput {
  userId: number;
  chargeIds: number[];
  method: 'efectivo' | 'transferencia';
  reference?: string | null | undefined;
  /** When the money came in (default now). */
  paidAt?: Date;
  /** Marks the payments of one bulk registration (its idempotency key); default `manual-<admin>`. */
  sessionId?: string;
}

/**
 * An administrator records cash or a transfer for selected open charges: one transaction inserts
 * the payment and its items (the reservation index refuses charges held by a card payment), marks
 * the charges paid and issues the boleta. The amount is always the sum of the charges.
 */
export const createManualPayment = async (
  ctx: PaymentsContext,
  admin: CurrentUser,
  input: ManualPaymentInput,
): Promise<number> => {
  const [person] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), sql`${users.archivedAt} is null`));
  if (!person) throw notFound('No se encontró la persona.');
  let charges = await loadPayableCharges(ctx.db, input.userId, input.chargeIds);
  if (charges.some((c) => c.reserved)) {
    // A card payment left open past its reservation is settled now instead of blocking this one.
    const holders = await ctx.db
      .selectDistinct({ id: paymentItems.paymentId })
      .from(paymentItems)
      .where(and(eq(paymentItems.active, true), inArray(paymentItems.chargeId, input.chargeIds)));
    for (const holder of holders) {
      const [p] = await ctx.db.select().from(payments).where(eq(payments.id, holder.id));
      if (p?.state === 'creada' && p.expiresAt && p.expiresAt < new Date())
        await reconcileOne(ctx, p.id);
    }
    charges = await loadPayableCharges(ctx.db, input.userId, input.chargeIds);
    if (charges.some((c) => c.reserved)) throw conflict(RESERVED_MESSAGE, 'data.chargeIds');
  }
  const amount = charges.reduce((sum, c) => sum + c.amount, 0);
  let paymentId: number;
  try {
    paymentId = await ctx.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          buyOrder: newBuyOrder(),
          sessionId: input.sessionId ?? `manual-${admin.id}`,
          userId: input.userId,
          method: input.method,
          state: 'creada',
          amount,
          reference: input.reference ?? null,
          createdBy: admin.id,
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error('payment insert returned no row');
      await tx
        .insert(paymentItems)
        .values(charges.map((c) => ({ paymentId: payment.id, chargeId: c.id, amount: c.amount })));
      const approved = await approvePayment(
        tx,
        ctx,
        payment.id,
        ['creada'],
        input.paidAt ? { paidAt: input.paidAt } : {},
        admin.id,
      );
      if (!approved) throw new Error('manual payment could not be approved');
      return payment.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RESERVED_MESSAGE, 'data.chargeIds');
    if (error instanceof ChargesNoLongerOpen)
      throw conflict('Uno o más cobros ya no están pendientes.', 'data.chargeIds');
    throw error;
  }
  return paymentId;
};
