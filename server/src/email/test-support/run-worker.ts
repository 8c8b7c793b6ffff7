// A worker in its own process, so tests can kill it with SIGKILL mid-send like a crashed server.
// CRASH_AFTER_DELIVER=1: it kills itself right after the SMTP server accepted the first message,
// before the row is marked enviado (the at-least-once window of outbox-worker.ts).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../db/db-handle.ts';
import { createSmtpTransport } from '../email-transport.ts';
import { createOutboxWorker } from '../outbox-worker.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const smtp = createSmtpTransport(process.env.SMTP_URL ?? '');
const transport: typeof smtp =
  process.env.CRASH_AFTER_DELIVER === '1'
    ? {
        ...smtp,
        deliver: async (message) => {
          await smtp.deliver(message);
          process.kill(process.pid, 'SIGKILL');
        },
      }
    : smtp;
const worker = createOutboxWorker({
  db: drizzle(pool) as unknown as Db,
  transport,
  ratePerSecond: 200,
  maxAttempts: 5,
  leaseMs: process.env.LEASE_MS ? Number(process.env.LEASE_MS) : undefined,
  batchSize: 5,
  pollMs: 100,
  backoffBaseMs: 100,
  from: 'Academias <no-responder@academias.local>',
  publicUrl: 'http://localhost:8120',
  unsubscribeSecret: 'test-secret-for-unsubscribe-links',
  workerId: process.env.WORKER_ID,
  onError: (e) => console.error(e),
});
worker.start();
process.on(
  'SIGTERM',
  () =>
    void worker
      .stop()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
