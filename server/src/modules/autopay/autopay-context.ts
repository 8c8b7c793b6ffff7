import type { FastifyBaseLogger } from 'fastify';
import type { DteProvider } from '../documents/dte-provider.ts';
import type { ConfirmationMailer } from '../payments/confirmation-mailer.ts';
import type { PayLinkSigner } from '../pay-links/service.ts';
import type { Db } from '../../db/db-handle.ts';
import type { OneclickProvider } from './provider/oneclick-provider.ts';

/** What autopay needs, built once per app (routes and the charging job). */
export interface AutopayContext {
  db: Db;
  provider: OneclickProvider;
  dte: DteProvider;
  mailer: ConfirmationMailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Encrypts tbk_user at rest (secret-box.ts). */
  key: Buffer;
  /** Child commerce code for an academy without its own (integration child 1 outside production). */
  defaultChildCode: string | undefined;
  /** The app's public origin, for Transbank's response_url. */
  publicUrl: string;
  /** Signs the payer's personal pay link in the reminder after the retries (modules/pay-links). */
  payLinks: PayLinkSigner;
}

/** Santiago's calendar date of an instant, `yyyy-mm-dd`: due dates are Chilean days. */
export const santiagoDate = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
