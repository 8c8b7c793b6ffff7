import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  to: string;
  raw: string;
  messageId: string;
  subject: string;
}

/** A rule decides how the server answers RCPT TO for an address: accept, or fail with a code. */
export type RcptRule = (
  address: string,
  attempt: number,
) => { code: number; message: string } | null;

/**
 * A real SMTP server on loopback for tests: records every accepted message, can refuse recipients
 * temporarily or permanently, and can hold a message (never answer DATA) to simulate a crash mid-send.
 */
export const startTestSmtpServer = async (port: number) => {
  const received: ReceivedMessage[] = [];
  const attempts = new Map<string, number>();
  let rule: RcptRule = () => null;
  let holdWhen: ((count: number) => boolean) | null = null;
  let onHold: (() => void) | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      const addr = address.address.toLowerCase();
      const attempt = (attempts.get(addr) ?? 0) + 1;
      attempts.set(addr, attempt);
      const failure = rule(addr, attempt);
      if (failure) {
        const error = Object.assign(new Error(failure.message), { responseCode: failure.code });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (holdWhen?.(received.length)) {
          holdWhen = null;
          onHold?.();
          return; // never answer: the client is stuck waiting for 250, like a crash before the reply
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) =>
          new RegExp(`^${name}:\\s*(.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
        for (const rcpt of session.envelope.rcptTo) {
          received.push({
            to: rcpt.address.toLowerCase(),
            raw,
            messageId: header('Message-ID'),
            subject: header('Subject'),
          });
        }
        callback();
      });
    },
  });
  // Without this, delayed ACKs add tens of milliseconds to every SMTP round trip on loopback.
  (server as unknown as { server: import('node:net').Server }).server.on('connection', (socket) =>
    socket.setNoDelay(true),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // Port 0 lets the system choose a free port (no clash with another run of the same file).
  const listening = (server as unknown as { server: import('node:net').Server }).server.address();
  const actualPort = typeof listening === 'object' && listening ? listening.port : port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    attempts,
    setRule(next: RcptRule) {
      rule = next;
    },
    /** Holds the message that arrives when `count` messages have been accepted; resolves when it does. */
    holdAt(count: number) {
      return new Promise<void>((resolve) => {
        holdWhen = (n) => n === count;
        onHold = resolve;
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
