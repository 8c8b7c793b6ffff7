import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/db-handle.ts';
import type { PaymentState } from '../../db/schema/payments.ts';
import type { DteProvider } from '../documents/dte-provider.ts';
import type { ConfirmationMailer } from './confirmation-mailer.ts';
import { issueDocumentForPayment } from '../documents/issue-document.ts';
import {
  activeItemCount,
  itemChargeIds,
  markChargesPaid,
  moveState,
  type PaymentRow,
} from './payment-rows.ts';

/** A charge of the payment was paid or annulled by other means meanwhile: the payment cannot apply. */
export class ChargesNoLongerOpen extends Error {
  constructor() {
    super('charges no longer open');
  }
}

export type PaymentFields = Partial<
  Pick<
    PaymentRow,
    | 'authorizationCode'
    | 'cardLast4'
    | 'paymentTypeCode'
    | 'installmentsNumber'
    | 'responseCode'
    | 'transactionDate'
    | 'providerData'
    | 'paidAt'
  >
>;

/**
 * Records an approved payment in one transaction: state to autorizada (compare-and-set), its
 * charges paid, its boleta issued with the next folio, the audit entry and the confirmation e-mail. Returns undefined when
 * another caller had already moved the payment. Throws ChargesNoLongerOpen (and writes nothing)
 * when a charge is no longer open.
 */
export const approvePayment = async (
  db: Db,
  services: {
    dte: DteProvider;
    mailer: ConfirmationMailer;
    log: { error: (obj: object, msg: string) => void };
  },
  paymentId: number,
  from: PaymentState[],
  fields: PaymentFields,
  actorId: number | null,
): Promise<PaymentRow | undefined> =>
  db.transaction(async (tx) => {
    // A manual payment may say the day the money came in (bulk-manual-payments.ts); else now.
    const paidAt = fields.paidAt ?? new Date();
    const moved = await moveState(tx, paymentId, from, 'autorizada', { ...fields, paidAt });
    if (!moved) return undefined;
    const chargeIds = await itemChargeIds(tx, paymentId);
    // A payment whose reservation was released (an abort, then paid on the open form) pays only
    // if every item could reserve its charge again (late-authorisation.ts).
    if ((await activeItemCount(tx, paymentId)) !== chargeIds.length)
      throw new ChargesNoLongerOpen();
    const paid = await markChargesPaid(tx, chargeIds, paidAt);
    if (paid !== chargeIds.length) throw new ChargesNoLongerOpen();
    const document = await issueDocumentForPayment(tx, paymentId, services.dte);
    await writeAudit(tx, [
      {
        userId: actorId,
        entity: 'payment',
        entityId: paymentId,
        action: 'aprobar',
        before: { state: from },
        after: { state: 'autorizada', amount: moved.amount, chargeIds },
      },
      // No document when the issuer ran out of folios: it is issued later (sii_pending_documents).
      ...(document
        ? [
            {
              userId: actorId,
              entity: 'document',
              entityId: document.id,
              action: 'emitir',
              after: { type: document.type, folio: document.folio, total: document.total },
            },
          ]
        : []),
    ]);
    // The confirmation e-mail is queued in the same transaction, inside a savepoint: it commits
    // with the payment, and a failure of the e-mail side never undoes a payment.
    try {
      await tx.transaction((savepoint) => services.mailer(savepoint, paymentId));
    } catch (error) {
      services.log.error({ err: error, paymentId }, 'no se pudo encolar el correo de confirmación');
    }
    return moved;
  });
