import type { BulkManualPaymentInput } from '@academias/shared/contract/payments';
import { formatPeriod, todayInChile } from '@academias/shared/domain';
import type { CurrentUser } from '../../auth/current-user.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import {
  type BulkCharge,
  chargesForBulk,
  isMonthClosed,
  lockBulkKey,
  paymentsOfBulkKey,
} from './bulk-payment-repository.ts';
import { createManualPayment } from './manual-payment.ts';
import type { PaymentsContext } from './payments-context.ts';

export interface BulkManualPaymentResult {
  count: number;
  total: number;
  paymentIds: number[];
  replayed: boolean;
}

const NOTHING_WRITTEN = 'Quítalo de la selección: no se registró ningún pago.';

const named = (c: BulkCharge) => `El cobro de ${c.studentName} (${c.description})`;

/** Every charge is still owed and free, or a Spanish 4xx naming the first one that is not. */
const checkOpen = (chargeIds: readonly number[], found: BulkCharge[]) => {
  const missing = chargeIds.find((id) => !found.some((c) => c.id === id));
  if (missing !== undefined) throw notFound(`No existe el cobro N° ${missing}.`);
  for (const c of found) {
    if (c.state === 'pagado')
      throw conflict(`${named(c)} ya está pagado. ${NOTHING_WRITTEN}`, 'data.chargeIds');
    if (c.state === 'anulado')
      throw conflict(`${named(c)} está anulado. ${NOTHING_WRITTEN}`, 'data.chargeIds');
    if (c.reserved)
      throw conflict(
        `${named(c)} está en un pago con tarjeta en curso; espera unos minutos o quítalo de la selección. No se registró ningún pago.`,
        'data.chargeIds',
      );
  }
};

/** A past day's payment is recorded at noon in Chile (its calendar day, whatever the offset); today's now. */
const paidAtOf = (paidOn: string, today: string): Date =>
  paidOn === today ? new Date() : new Date(`${paidOn}T12:00:00-04:00`);

/**
 * "Registrar pagos" on Pagos Pendientes: each chosen charge paid by its own manual payment with its
 * own boleta, exactly as createManualPayment records one, all in one transaction (all or none).
 * Everything is checked first (date, closed month, each charge open and free), with the charge
 * named in the error. The idempotency key marks the payments (session_id `bulk-<key>`): a second
 * call with the same key waits for the first (advisory lock) and answers what it registered.
 */
export const registerBulkManualPayments = async (
  ctx: PaymentsContext,
  admin: CurrentUser,
  input: BulkManualPaymentInput,
  today = todayInChile(),
): Promise<BulkManualPaymentResult> => {
  if (input.paidOn > today)
    throw badRequest('El campo data.paidOn no puede ser una fecha futura.', 'data.paidOn');
  const sessionId = `bulk-${input.idempotencyKey.toLowerCase()}`;
  return ctx.db.transaction(async (tx) => {
    await lockBulkKey(tx, sessionId);
    const previous = await paymentsOfBulkKey(tx, sessionId);
    if (previous.length > 0) {
      const same =
        previous.length === input.chargeIds.length &&
        input.chargeIds.every((id) => previous.some((p) => p.chargeId === id));
      if (!same)
        throw conflict(
          'Esta solicitud ya registró otros cobros. Cierra y vuelve a abrir "Registrar pagos".',
          'data.idempotencyKey',
        );
      return {
        count: previous.length,
        total: previous.reduce((sum, p) => sum + p.amount, 0),
        paymentIds: previous.map((p) => p.paymentId),
        replayed: true,
      };
    }
    const period = input.paidOn.slice(0, 7);
    if (await isMonthClosed(tx, period))
      throw conflict(
        `${formatPeriod(period)} está cerrado: elige una fecha de pago de un mes abierto.`,
        'data.paidOn',
      );
    const found = await chargesForBulk(tx, input.chargeIds);
    checkOpen(input.chargeIds, found);
    const paidAt = paidAtOf(input.paidOn, today);
    const inTx = { ...ctx, db: tx };
    const paymentIds: number[] = [];
    for (const c of found) {
      paymentIds.push(
        await createManualPayment(inTx, admin, {
          userId: c.studentId,
          chargeIds: [c.id],
          method: input.method,
          reference: input.reference ?? null,
          paidAt,
          sessionId,
        }),
      );
    }
    return {
      count: found.length,
      total: found.reduce((sum, c) => sum + c.amount, 0),
      paymentIds,
      replayed: false,
    };
  });
};
