import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db-handle.ts';

/** Queues the confirmation e-mail of an approved payment (idempotent per payment on the e-mail side). */
export type ConfirmationMailer = (db: Db, paymentId: number) => Promise<void>;

const MODULE_URL = new URL('../../email/enqueue-confirmation.ts', import.meta.url);

/**
 * The e-mail area exposes `enqueueConfirmation(db, paymentId)` in server/src/email/enqueue-confirmation.ts.
 * It is loaded by path so this module does not break the build while that file does not exist yet;
 * until then approvals log that no confirmation was queued.
 */
export const emailAreaMailer: ConfirmationMailer = async (db, paymentId) => {
  if (!existsSync(fileURLToPath(MODULE_URL))) {
    throw new Error('server/src/email/enqueue-confirmation.ts no existe: confirmación no encolada');
  }
  const loaded = (await import(MODULE_URL.href)) as { enqueueConfirmation?: (db: Db, paymentId: number) => Promise<unknown> };
  if (typeof loaded.enqueueConfirmation !== 'function') throw new Error('enqueueConfirmation no está exportada');
  await loaded.enqueueConfirmation(db, paymentId);
};
