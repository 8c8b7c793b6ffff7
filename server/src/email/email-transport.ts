import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** Where a message goes. `deliver` resolves only once the message is accepted. */
export interface EmailTransport {
  readonly kind: 'smtp' | 'eml';
  deliver(message: Mail.Options & { messageId: string }): Promise<void>;
  close(): void;
}

/** Real delivery through an SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export const createSmtpTransport = (smtpUrl: string): EmailTransport => {
  const transporter = nodemailer.createTransport(smtpUrl, {
    // One kept-alive connection: a new TCP + SMTP handshake per message dominated send time.
    pool: true,
    maxConnections: 1,
    maxMessages: 500,
    // A hung server is given up on; meanwhile the worker's heartbeat keeps the rows' lease.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as never);
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
};

/**
 * The embedded default: each message becomes `<dir>/<message id>.eml`, a file any mail client
 * opens. Written to a temporary name then renamed, and named by the stable Message-ID, so a retry
 * overwrites instead of duplicating.
 */
export const createEmlTransport = (dir: string): EmailTransport => {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'eml',
    async deliver(message) {
      await mkdir(dir, { recursive: true });
      const info = await transporter.sendMail(message);
      const name = message.messageId.replace(/[<>]/g, '').replace(/[^a-zA-Z0-9@._-]/g, '_');
      const target = join(dir, `${name}.eml`);
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
    close: () => transporter.close(),
  };
};

export const createTransportFromConfig = (config: {
  smtpUrl: string | undefined;
  outboxDir: string;
}): EmailTransport =>
  config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createEmlTransport(config.outboxDir);
