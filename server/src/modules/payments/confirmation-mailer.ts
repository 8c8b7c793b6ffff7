import type { Db } from '../../db/db-handle.ts';
import { enqueueConfirmation } from '../../email/enqueue-confirmation.ts';

/** Queues the confirmation e-mail of an approved payment (idempotent per payment on the e-mail side). */
export type ConfirmationMailer = (db: Db, paymentId: number) => Promise<void>;

/** The e-mail area's outbox: called with the approving transaction, so the e-mail commits with the payment. */
export const emailAreaMailer: ConfirmationMailer = async (db, paymentId) => {
  await enqueueConfirmation(db, { paymentId });
};
