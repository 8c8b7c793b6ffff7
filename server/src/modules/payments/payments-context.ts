import type { FastifyBaseLogger } from 'fastify';
import type { DteProvider } from '../documents/dte-provider.ts';
import type { Db } from '../../db/db-handle.ts';
import type { ConfirmationMailer } from './confirmation-mailer.ts';
import type { WebpayProvider } from './provider/webpay-provider.ts';
import type { OneclickProvider } from '../autopay/provider/oneclick-provider.ts';

/** What the payment flows need, built once per app (routes and the reconciliation job). */
export interface PaymentsContext {
  db: Db;
  provider: WebpayProvider;
  /** Webpay Oneclick Mall, to refund an annulled autopay payment (modules/autopay). */
  oneclick?: Pick<OneclickProvider, 'refund'>;
  dte: DteProvider;
  mailer: ConfirmationMailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Reasons stored on payments that ended without money, read back by the result page. */
export const REASON_ABORTED = 'Pago anulado por el pagador en Webpay';
export const REASON_TIMEOUT = 'Tiempo agotado en Webpay';
/** The payer let their own hold go in the portal (released, or replaced by a new attempt). */
export const REASON_RELEASED = 'Reserva liberada por el mismo pagador';
export const REASON_REFUNDED_CHARGES_CLOSED =
  'Los cobros ya estaban pagados o anulados: pago reembolsado';
export const REASON_REFUNDED_MISMATCH = 'El monto u orden de compra no coinciden: pago reembolsado';
