import { eq } from 'drizzle-orm';
import { autopayAttemptPayments, autopayAttempts } from '../../db/schema/autopay.ts';
import type { Db } from '../../db/db-handle.ts';
import type { WebpayRefund } from '../payments/provider/webpay-provider.ts';
import type { OneclickProvider } from './provider/oneclick-provider.ts';

/**
 * Gives back an approved autopay payment on the card (annulment in Centro de Pagos): the child
 * of its mall transaction, by parent buy order, commerce code and the payment's own buy order.
 */
export const refundOneclickPayment = async (
  db: Db,
  provider: Pick<OneclickProvider, 'refund'>,
  payment: { id: number; buyOrder: string; amount: number },
): Promise<WebpayRefund> => {
  const [child] = await db
    .select({
      parent: autopayAttempts.parentBuyOrder,
      commerceCode: autopayAttemptPayments.commerceCode,
    })
    .from(autopayAttemptPayments)
    .innerJoin(autopayAttempts, eq(autopayAttempts.id, autopayAttemptPayments.attemptId))
    .where(eq(autopayAttemptPayments.paymentId, payment.id));
  if (!child) throw new Error(`pago automático ${payment.id} sin transacción Oneclick`);
  return provider.refund(child.parent, child.commerceCode, payment.buyOrder, payment.amount);
};
