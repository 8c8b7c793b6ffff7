import type { emailSendKinds } from '../db/schema/email.ts';

/**
 * E-mails a person gets because of something they did or need (a payment's receipt, an
 * invitation or a password reset): they go out even to someone who opted out of mass e-mail, and
 * carry no unsubscribe link. Bounced addresses are still skipped.
 */
export const isTransactional = (kind: (typeof emailSendKinds)[number]): boolean =>
  kind === 'confirmacion' || kind === 'acceso';
