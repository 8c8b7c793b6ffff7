import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { conflict, HttpError, notFound } from '../../http/http-error.ts';
import { loadPayableCharges, RESERVED_MESSAGE } from './payable-charges.ts';
import type { PaymentsContext } from './payments-context.ts';
import { reconcileOne } from './reconcile-payments.ts';
import { takeOverOwnHolds } from './release-hold.ts';

/** A reservation lasts the token's 5 minutes plus time for the return and the commit. */
export const RESERVATION_MS = 7 * 60 * 1000;

/** Unique, <= 26 characters as Transbank requires, and not guessable from the previous one. */
export const newBuyOrder = (): string =>
  `AC${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

export interface CreateWebpayInput {
  userId: number;
  chargeIds: number[];
  sessionId?: string | undefined;
  /**
   * The payer's hold tag (portal/hold-tag.ts), used as the session id: this payer's own payments
   * still holding the charges are replaced instead of answering 409.
   */
  holdTag?: string | undefined;
  /** Where the browser ends: the portal's result page (already checked to be on this origin). */
  returnUrl: URL;
  /** Where Transbank posts back: this app's return route. */
  providerReturnUrl: string;
}

/** Settles payments holding these charges whose reservation expired, so they do not block a new one. */
const freeExpiredReservations = async (
  ctx: PaymentsContext,
  chargeIds: number[],
): Promise<void> => {
  const holders = await ctx.db
    .selectDistinct({ id: payments.id })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(
      and(
        inArray(paymentItems.chargeId, chargeIds),
        eq(paymentItems.active, true),
        eq(payments.state, 'creada'),
        lt(payments.expiresAt, new Date()),
      ),
    );
  for (const holder of holders) await reconcileOne(ctx, holder.id);
};

/**
 * Starts a card payment: the amount is the sum of the charges (never the client's total), the
 * charges are reserved by the payment's active items (a partial unique index, so two payers can
 * never hold the same charge), and Transbank gives the token and form URL.
 */
export const createWebpayPayment = async (ctx: PaymentsContext, input: CreateWebpayInput) => {
  const [person] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, input.userId),
        sql`${users.archivedAt} is null`,
        sql`${users.disabledAt} is null`,
      ),
    );
  if (!person) throw notFound('No se encontró la persona.');

  let charges = await loadPayableCharges(ctx.db, input.userId, input.chargeIds);
  if (charges.some((c) => c.reserved)) {
    await freeExpiredReservations(ctx, input.chargeIds);
    if (input.holdTag) await takeOverOwnHolds(ctx, input.chargeIds, input.holdTag);
    charges = await loadPayableCharges(ctx.db, input.userId, input.chargeIds);
    if (charges.some((c) => c.reserved)) throw conflict(RESERVED_MESSAGE, 'selectedPayments');
  }
  const amount = charges.reduce((sum, c) => sum + c.amount, 0);
  const buyOrder = newBuyOrder();
  const sessionId =
    input.holdTag ??
    (input.sessionId && /^[\w-]{1,61}$/.test(input.sessionId)
      ? input.sessionId
      : randomBytes(16).toString('hex'));

  // The transaction is created first: a payment row needs its token. If the reservation below
  // loses a race, this Transbank transaction is simply never shown to anyone and expires.
  let created: { token: string; url: string };
  try {
    created = await ctx.provider.create(buyOrder, sessionId, amount, input.providerReturnUrl);
  } catch (error) {
    ctx.log.error({ err: error, buyOrder }, 'Webpay no creó la transacción');
    throw new HttpError(
      502,
      'No pudimos conectar con Webpay. No se hizo ningún cargo; inténtalo en unos minutos.',
      undefined,
      'proveedor',
    );
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          buyOrder,
          sessionId,
          userId: input.userId,
          method: 'webpay',
          state: 'creada',
          amount,
          token: created.token,
          returnUrl: input.returnUrl.toString(),
          expiresAt: new Date(Date.now() + RESERVATION_MS),
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error('payment insert returned no row');
      await tx
        .insert(paymentItems)
        .values(charges.map((c) => ({ paymentId: payment.id, chargeId: c.id, amount: c.amount })));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RESERVED_MESSAGE, 'selectedPayments');
    throw error;
  }
  return { token: created.token, url: created.url, buyOrder, amount };
};
