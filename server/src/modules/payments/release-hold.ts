import { sql } from 'drizzle-orm';
import { conflict } from '../../http/http-error.ts';
import { type Db, selectRows, inList } from '../../db/db-handle.ts';
import { findPayment } from './payment-rows.ts';
import { type PaymentsContext, REASON_RELEASED } from './payments-context.ts';
import { reconcileOne } from './reconcile-payments.ts';
import { endWithoutMoney } from './settle-with-provider.ts';

/** The card payments still on Transbank's form that hold any of these charges, with their session. */
export const holdsOf = (db: Db, chargeIds: number[]) =>
  selectRows<{ id: number; session_id: string | null }>(
    db,
    sql`select distinct p.id, p.session_id from payment_items pi join payments p on p.id = pi.payment_id
        where ${inList(sql`pi.charge_id`, chargeIds)} and pi.active
          and p.method = 'webpay' and p.state = 'creada'`,
  );

/**
 * Ends a payment its own payer gives up. Transbank is asked first: one the payer already finished
 * there is settled as usual (paid stays paid). One still on the form ends 'anulada' without a
 * final provider status, so the reconciliation job keeps asking and a late payment on the form
 * that stayed open is recorded or refunded, never lost (late-authorisation.ts).
 */
export const releaseOwnPayment = async (ctx: PaymentsContext, paymentId: number) => {
  const outcome = await reconcileOne(ctx, paymentId, { onlyIfDone: true });
  if (outcome !== 'en_formulario' && outcome !== 'sin_respuesta') return outcome;
  const payment = await findPayment(ctx.db, paymentId);
  if (payment?.state !== 'creada') return 'final';
  await endWithoutMoney(ctx, payment, 'anulada', {
    annulReason: REASON_RELEASED,
    annulledAt: new Date(),
  });
  return 'liberada';
};

/** Own holds on these charges end, so the same payer's new attempt replaces them instead of a 409. */
export const takeOverOwnHolds = async (
  ctx: PaymentsContext,
  chargeIds: number[],
  tag: string,
): Promise<void> => {
  for (const hold of await holdsOf(ctx.db, chargeIds))
    if (hold.session_id === tag) await releaseOwnPayment(ctx, Number(hold.id));
};

/** The payer's "Liberar": only their own hold; a stranger's hold answers 409 and stays. */
export const releaseOwnHold = async (ctx: PaymentsContext, chargeId: number, tag: string) => {
  const [hold] = await holdsOf(ctx.db, [chargeId]);
  if (!hold) {
    return { ok: true as const, message: 'Este cobro ya no estaba reservado: puedes pagarlo.' };
  }
  if (hold.session_id !== tag)
    throw conflict(
      'Este cobro está en un pago en curso que no iniciaste en esta búsqueda; se libera solo cuando ese pago termine.',
      'chargeId',
    );
  const outcome = await releaseOwnPayment(ctx, Number(hold.id));
  if (outcome === 'autorizada')
    throw conflict('Ese pago ya se completó en Webpay: el cobro quedó pagado.', 'chargeId');
  return { ok: true as const, message: 'Listo: el cobro quedó libre para pagarlo de nuevo.' };
};
