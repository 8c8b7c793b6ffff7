import type { Db } from '../../db/db-handle.ts';
import { createSmtpTransport } from '../email-transport.ts';
import { createOutboxWorker } from '../outbox-worker.ts';

/**
 * Delivers everything queued in the outbox to a test SMTP server, in this process, until nothing
 * is left (at most `rounds` worker runs): what the e-mail tests do after queueing.
 */
export const drainOutbox = async (
  db: Db,
  smtpUrl: string,
  { publicUrl = 'https://academias.example', rounds = 20 } = {},
): Promise<void> => {
  const worker = createOutboxWorker({
    db,
    transport: createSmtpTransport(smtpUrl),
    ratePerSecond: 500,
    maxAttempts: 3,
    from: 'Academias <no-responder@academias.local>',
    publicUrl,
    unsubscribeSecret: 'test-secret-for-unsubscribe-links',
  });
  for (let i = 0; i < rounds; i += 1) if ((await worker.runOnce()) === 0) return;
};
