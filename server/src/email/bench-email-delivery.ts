// Prints figures for the e-mail outbox: queueing N recipients in one transaction, then delivering
// them through a loopback SMTP server with one and with two workers. Not a test: run it with
//   pnpm --filter @academias/server exec tsx src/email/bench-email-delivery.ts [recipients]
// (needs the local PostgreSQL server, like the worker tests).
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../db/schema/email.ts';
import { createSmtpTransport } from './email-transport.ts';
import { enqueueSend, type QueuedRecipient } from './enqueue-send.ts';
import { createOutboxWorker } from './outbox-worker.ts';
import { clearEmailTables, createPostgresTestDb } from './test-support/email-test-db.ts';
import { startTestSmtpServer } from './test-support/test-smtp-server.ts';

const n = Number(process.argv[2] ?? 2000);
const { db, close } = await createPostgresTestDb();
const smtp = await startTestSmtpServer(2527);
const recipients: QueuedRecipient[] = Array.from({ length: n }, (_, i) => ({
  key: `user:${i}`,
  userId: null,
  email: `persona${i}@example.cl`,
  name: `Persona ${i}`,
  merge: { nombre: `Persona ${i}`, monto_pendiente: '$10.000' },
}));
const send = {
  kind: 'masivo' as const,
  authorId: null,
  authorName: 'Bench',
  templateId: null,
  templateName: 'Bench',
  subject: 'Hola {{nombre}}',
  html: '<p>Hola {{nombre}}, debes {{monto_pendiente}}.</p>',
};

const pending = async () =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.state, 'pendiente'))
  )[0]?.n ?? 0;

for (const workers of [1, 2]) {
  await clearEmailTables(db);
  smtp.received.length = 0;
  let t = performance.now();
  await enqueueSend(db, send, recipients);
  const enqueueMs = performance.now() - t;
  const pool = Array.from({ length: workers }, () =>
    createOutboxWorker({
      db,
      transport: createSmtpTransport(smtp.url),
      ratePerSecond: 10_000,
      maxAttempts: 3,
      pollMs: 50,
      batchSize: 50,
      from: 'b@academias.local',
      publicUrl: 'http://localhost',
      unsubscribeSecret: 'bench-secret-bench-secret',
    }),
  );
  t = performance.now();
  pool.forEach((w) => w.start());
  while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 100));
  const deliverMs = performance.now() - t;
  await Promise.all(pool.map((w) => w.stop()));
  const unique = new Set(smtp.received.map((m) => m.to)).size;
  console.log(
    `${n} destinatarios, ${workers} worker(s): cola en ${enqueueMs.toFixed(0)} ms; entrega en ${(deliverMs / 1000).toFixed(1)} s ` +
      `(${((n / deliverMs) * 1000).toFixed(0)} msg/s); recibidos ${smtp.received.length}, distintos ${unique}`,
  );
}
await smtp.close();
await close();
