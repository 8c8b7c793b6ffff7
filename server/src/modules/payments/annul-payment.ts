import { writeAudit } from '../../db/audit.ts';
import { paymentRefunds } from '../../db/schema/payments.ts';
import { conflict, HttpError, notFound } from '../../http/http-error.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { annulDocumentOfPayment } from '../documents/issue-document.ts';
import {
  findPayment,
  itemChargeIds,
  moveState,
  releaseItems,
  reopenCharges,
} from './payment-rows.ts';
import type { PaymentsContext } from './payments-context.ts';
import type { WebpayRefund } from './provider/webpay-provider.ts';
import { refundOneclickPayment } from '../autopay/refund-oneclick.ts';

/**
 * Annuls an approved payment: a card payment is refunded through Transbank first; then, in one
 * transaction, the payment becomes 'anulada' with the reason (kept, never deleted), its charges owe
 * again, its boleta is marked anulada and the audit log records who did it.
 */
export const annulPayment = async (
  ctx: PaymentsContext,
  admin: CurrentUser,
  id: number,
  reason: string,
): Promise<void> => {
  const payment = await findPayment(ctx.db, id);
  if (!payment) throw notFound('No se encontró el pago.');
  if (payment.state !== 'autorizada') {
    throw conflict(
      payment.state === 'anulada'
        ? 'El pago ya está anulado.'
        : 'Solo se puede anular un pago aprobado.',
    );
  }
  let refund: WebpayRefund | null = null;
  if (payment.method === 'webpay' && payment.token) {
    try {
      refund = await ctx.provider.refund(payment.token, payment.amount);
    } catch (error) {
      ctx.log.error({ err: error, paymentId: id }, 'reembolso rechazado al anular');
      throw new HttpError(
        502,
        'Transbank no aceptó el reembolso del pago; no se anuló. Inténtalo más tarde.',
        undefined,
        'proveedor',
      );
    }
  }
  // An autopay payment goes back to the card on file the same way (its child of the mall transaction).
  if (payment.method === 'oneclick') {
    try {
      if (!ctx.oneclick) throw new Error('Oneclick no configurado');
      refund = await refundOneclickPayment(ctx.db, ctx.oneclick, payment);
    } catch (error) {
      ctx.log.error({ err: error, paymentId: id }, 'reembolso Oneclick rechazado al anular');
      throw new HttpError(
        502,
        'Transbank no aceptó el reembolso del pago; no se anuló. Inténtalo más tarde.',
        undefined,
        'proveedor',
      );
    }
  }
  await ctx.db.transaction(async (tx) => {
    const moved = await moveState(tx, id, ['autorizada'], 'anulada', {
      annulReason: reason,
      annulledBy: admin.id,
      annulledAt: new Date(),
    });
    if (!moved) throw conflict('El pago ya está anulado.');
    const chargeIds = await itemChargeIds(tx, id);
    await releaseItems(tx, id);
    await reopenCharges(tx, chargeIds);
    await annulDocumentOfPayment(tx, id, ctx.dte, reason);
    if (refund) {
      await tx.insert(paymentRefunds).values({
        paymentId: id,
        amount: payment.amount,
        type: String(refund.type),
        reason,
        providerData: refund,
      });
    }
    await writeAudit(tx, {
      userId: admin.id,
      entity: 'payment',
      entityId: id,
      action: 'anular',
      before: { state: 'autorizada' },
      after: { state: 'anulada', reason, chargeIds, refunded: refund?.type ?? null },
    });
  });
};
