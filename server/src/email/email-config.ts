import { join } from 'node:path';
import { z } from 'zod';

/** E-mail settings, parsed once from the environment. */
const schema = z.object({
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().min(3).default('Academias <no-responder@academias.local>'),
  /** Base of links put in e-mails (images, unsubscribe): the address families reach the server at. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  EMAIL_UNSUBSCRIBE_SECRET: z.string().min(16).optional(),
  JWT_SECRET: z.string().min(16).optional(),
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

export const readEmailConfig = (env: NodeJS.ProcessEnv = process.env): EmailConfig => {
  const parsed = schema.parse(env);
  return {
    smtpUrl: parsed.SMTP_URL,
    from: parsed.EMAIL_FROM,
    publicUrl: parsed.PUBLIC_URL.replace(/\/$/, ''),
    // Falls back to the token secret so a single secret configures a deployment; the dev default
    // only ever signs links to a local server.
    unsubscribeSecret: parsed.EMAIL_UNSUBSCRIBE_SECRET ?? parsed.JWT_SECRET ?? 'academias-dev-unsubscribe-secret',
    outboxDir: join(parsed.DATA_DIR, 'outbox'),
    ratePerSecond: parsed.EMAIL_RATE_PER_SECOND,
    maxAttempts: parsed.EMAIL_MAX_ATTEMPTS,
    workerEnabled: parsed.EMAIL_WORKER === 'on',
  };
};
