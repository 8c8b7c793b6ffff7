import { notFound } from '../../http/http-error.ts';
import {
  findPaymentByBuyOrder,
  findPaymentByToken,
  moveState,
  type PaymentRow,
} from './payment-rows.ts';
import { type PaymentsContext, REASON_ABORTED, REASON_TIMEOUT } from './payments-context.ts';
import { fieldsOf, verdictOf } from './provider-result.ts';
import { awaitsProvider, recheckEnded } from './late-authorisation.ts';
import type { WebpayTransaction } from './provider/webpay-provider.ts';
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
 * A 'por_confirmar' payment untouched this long has no commit of a live process in flight (calls
 * time out at 30 s): a payer's reload settles it instead of waiting for the job. A second commit
 * of the same token is harmless (Transbank answers 422 and the status call decides).
 */
const RELOAD_SETTLES_AFTER_MS = 35_000;

/**
 * The return with token_ws: commit exactly once. The first caller moves the payment from 'creada'
 * to 'por_confirmar' (compare-and-set) and is the only one that calls Transbank; repeated or
 * concurrent returns wait for and get the stored outcome. A payment we already ended without
 * money is asked about again while Transbank's answer was not final (late-authorisation.ts): the
 * payer may have paid on the form that stayed open after an abort.
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
    const still = await findPaymentByToken(ctx.db, token);
    if (
      still?.state === 'por_confirmar' &&
      Date.now() - still.updatedAt.getTime() > RELOAD_SETTLES_AFTER_MS
    )
      await settleWithProvider(ctx, still);
  } else if (awaitsProvider(payment)) {
    await recheckEnded(ctx, payment);
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
 * so a payment Transbank did authorise is still settled as such, and one still INITIALIZED (the
 * card form is open: a replayed or early return) is not ended: it stays 'creada', so paying on
 * that form is committed as usual. Without an answer the charges are freed and the status kept
 * unknown, so the reconciliation job asks again (late-authorisation.ts).
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
  if (awaitsProvider(payment)) {
    await recheckEnded(ctx, payment);
    return (await findPaymentByToken(ctx.db, payment.token!)) ?? payment;
  }
  if (payment.method !== 'webpay' || !OPEN_STATES.has(payment.state)) return payment;
  const claimed = await moveState(ctx.db, payment.id, ['creada'], 'por_confirmar');
  if (!claimed) {
    await waitUntilSettled(ctx, payment.token!);
    return (await findPaymentByToken(ctx.db, payment.token!)) ?? payment;
  }
  let status: WebpayTransaction | undefined;
  try {
    status = await ctx.provider.status(claimed.token!);
  } catch (error) {
    ctx.log.warn(
      { err: error, paymentId: claimed.id },
      'status no disponible al volver anulado: se libera la reserva',
    );
  }
  const verdict = status ? verdictOf(claimed, status) : undefined;
  if (verdict === 'approved' || verdict === 'mismatch') await settleWithProvider(ctx, claimed);
  else if (verdict === 'in_progress')
    await moveState(ctx.db, claimed.id, ['por_confirmar'], 'creada');
  else {
    await endWithoutMoney(ctx, claimed, 'anulada', {
      ...(status ? fieldsOf(status) : {}),
      annulReason: input.token ? REASON_ABORTED : REASON_TIMEOUT,
      annulledAt: new Date(),
    });
  }
  return (await findPaymentByToken(ctx.db, claimed.token!)) ?? claimed;
};
