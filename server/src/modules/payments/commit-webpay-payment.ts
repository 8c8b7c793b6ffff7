import { notFound } from '../../http/http-error.ts';
import {
  findPaymentByBuyOrder,
  findPaymentByToken,
  moveState,
  type PaymentRow,
} from './payment-rows.ts';
import { type PaymentsContext, REASON_ABORTED, REASON_TIMEOUT } from './payments-context.ts';
import { verdictOf } from './provider-result.ts';
import { endWithoutMoney, settleWithProvider } from './settle-with-provider.ts';

const OPEN_STATES = new Set(['creada', 'por_confirmar']);
const NOT_FOUND = 'No encontramos el pago. Si pagaste, revisa tu correo o contacta a la academia.';

/** While another request commits the same token, answer with its outcome instead of a second commit. */
const waitUntilSettled = async (
  ctx: PaymentsContext,
  token: string,
  timeoutMs = 10_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const current = await findPaymentByToken(ctx.db, token);
    if (!current || !OPEN_STATES.has(current.state)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * The return with token_ws: commit exactly once. The first caller moves the payment from 'creada'
 * to 'por_confirmar' (compare-and-set) and is the only one that calls Transbank; repeated or
 * concurrent returns wait for and get the stored outcome.
 */
export const commitByToken = async (ctx: PaymentsContext, token: string): Promise<PaymentRow> => {
  const payment = await findPaymentByToken(ctx.db, token);
  if (!payment) throw notFound(NOT_FOUND);
  if (payment.state === 'creada') {
    const claimed = await moveState(ctx.db, payment.id, ['creada'], 'por_confirmar');
    if (claimed) await settleWithProvider(ctx, claimed);
    else await waitUntilSettled(ctx, token);
  } else if (payment.state === 'por_confirmar') {
    await waitUntilSettled(ctx, token);
  }
  return (await findPaymentByToken(ctx.db, token)) ?? payment;
};

export interface AbandonInput {
  token?: string | undefined;
  buyOrder?: string | undefined;
  sessionId?: string | undefined;
}

/**
 * The return of an aborted payment (TBK_TOKEN), a timeout (TBK_ORDEN_COMPRA + TBK_ID_SESION) or a
 * form error (all of them): never commit, free the charges. The provider's status is asked first,
 * so a payment Transbank did authorise is still settled as such.
 */
export const abandonByReturn = async (
  ctx: PaymentsContext,
  input: AbandonInput,
): Promise<PaymentRow> => {
  const payment = input.token
    ? await findPaymentByToken(ctx.db, input.token)
    : input.buyOrder
      ? await findPaymentByBuyOrder(ctx.db, input.buyOrder)
      : undefined;
  // Without the token, the session id must match too: a buy order alone cannot cancel a payment.
  if (!payment || (!input.token && payment.sessionId !== input.sessionId))
    throw notFound(NOT_FOUND);
  if (payment.method !== 'webpay' || !OPEN_STATES.has(payment.state)) return payment;
  const claimed = await moveState(ctx.db, payment.id, ['creada'], 'por_confirmar');
  if (!claimed) {
    await waitUntilSettled(ctx, payment.token!);
    return (await findPaymentByToken(ctx.db, payment.token!)) ?? payment;
  }
  let authorised = false;
  try {
    const status = await ctx.provider.status(claimed.token!);
    authorised =
      verdictOf(claimed, status) === 'approved' || verdictOf(claimed, status) === 'mismatch';
  } catch (error) {
    ctx.log.warn(
      { err: error, paymentId: claimed.id },
      'status no disponible al volver anulado: se libera la reserva',
    );
  }
  if (authorised) await settleWithProvider(ctx, claimed);
  else {
    await endWithoutMoney(ctx, claimed, 'anulada', {
      annulReason: input.token ? REASON_ABORTED : REASON_TIMEOUT,
      annulledAt: new Date(),
    });
  }
  return (await findPaymentByToken(ctx.db, claimed.token!)) ?? claimed;
};
