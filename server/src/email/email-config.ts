import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';

/** E-mail settings that only the e-mail module uses. */
const schema = z.object({
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().min(3).default('Academias <no-responder@academias.local>'),
  /** Base of links put in e-mails (images, unsubscribe): the address families reach the server at. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  EMAIL_UNSUBSCRIBE_SECRET: z.string().min(16).optional(),
  DATA_DIR: z.string().default(join(process.cwd(), '..', '.data')),
  EMAIL_RATE_PER_SECOND: z.coerce.number().positive().default(10),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(6),
  EMAIL_WORKER: z.enum(['on', 'off']).default('on'),
});

export interface EmailConfig {
  smtpUrl: string | undefined;
  from: string;
  publicUrl: string;
  unsubscribeSecret: string;
  outboxDir: string;
  ratePerSecond: number;
  maxAttempts: number;
  workerEnabled: boolean;
}

/**
 * Reads from the server's parsed env (SMTP_URL, PUBLIC_URL, DATA_DIR, JWT_SECRET) plus the e-mail
 * knobs, which only this module uses.
 */
export const readEmailConfig = (
  serverEnv: {
    SMTP_URL?: string | undefined;
    PUBLIC_URL?: string | undefined;
    DATA_DIR: string;
    PORT: number;
  },
  /** The server's token secret (kept in the database), so every instance signs links alike. */
  serverSecret: Uint8Array,
  env: NodeJS.ProcessEnv = process.env,
): EmailConfig => {
  const parsed = schema.parse({
    ...env,
    SMTP_URL: serverEnv.SMTP_URL || undefined,
    PUBLIC_URL: serverEnv.PUBLIC_URL ?? `http://localhost:${serverEnv.PORT}`,
    DATA_DIR: serverEnv.DATA_DIR,
  });
  return {
    smtpUrl: parsed.SMTP_URL,
    from: parsed.EMAIL_FROM,
    publicUrl: parsed.PUBLIC_URL.replace(/\/$/, ''),
    // Derived from the token secret unless given, so one secret configures a deployment.
    unsubscribeSecret:
      parsed.EMAIL_UNSUBSCRIBE_SECRET ??
      createHmac('sha256', serverSecret).update('email-unsubscribe').digest('hex'),
    outboxDir: join(parsed.DATA_DIR, 'outbox'),
    ratePerSecond: parsed.EMAIL_RATE_PER_SECOND,
    maxAttempts: parsed.EMAIL_MAX_ATTEMPTS,
    workerEnabled: parsed.EMAIL_WORKER === 'on',
  };
};
