import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOptOuts, emailOutbox } from '../db/schema/email.ts';
import type { Db } from '../db/db-handle.ts';
import { createSmtpTransport } from './email-transport.ts';
import { enqueueSend, type QueuedRecipient } from './enqueue-send.ts';
import { createOutboxWorker } from './outbox-worker.ts';
import { clearEmailTables, createPostgresTestDb } from './test-support/email-test-db.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test-support/test-smtp-server.ts';

const settings = {
  from: 'Academias <no-responder@academias.local>',
  publicUrl: 'http://localhost:8120',
  unsubscribeSecret: 'test-secret-for-unsubscribe-links',
};
const html =
  '<p>Hola {{nombre}}, tu saldo en {{academia}} es {{monto_pendiente}}.</p><p><img src="http://localhost:8120/api/v1/emailImages/abc.png" alt="logo"></p>';

const recipients = (n: number): QueuedRecipient[] =>
  Array.from({ length: n }, (_, i) => ({
    key: `user:${i + 1}`,
    userId: i + 1,
    email: `alumno${i + 1}@example.cl`,
    name: `Alumno ${i + 1}`,
    merge: { nombre: `Alumno ${i + 1}`, academia: 'Academia Sol', monto_pendiente: '$12.345' },
  }));

const queue = (db: Db, list: QueuedRecipient[]) =>
  enqueueSend(
    db,
    {
      kind: 'masivo',
      authorId: 1,
      authorName: 'Admin',
      templateId: null,
      templateName: 'Aviso',
      subject: 'Aviso para {{nombre}}',
      html,
    },
    list,
  );

let db: Db;
let closeDb: () => Promise<void>;
let dbUrl: string;
let smtp: TestSmtpServer;

const worker = (overrides: Partial<Parameters<typeof createOutboxWorker>[0]> = {}) =>
  createOutboxWorker({
    db,
    transport: createSmtpTransport(smtp.url),
    ratePerSecond: 500,
    maxAttempts: 5,
    backoffBaseMs: 20,
    pollMs: 20,
    ...settings,
    ...overrides,
  });

/** Runs batches until nothing is due or pending (retries included). */
const drain = async (w: ReturnType<typeof worker>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    await w.runOnce();
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.state, 'pendiente'));
    if (row?.n === 0) return;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error('la cola no terminó a tiempo');
};

const states = async () => {
  const rows = await db.select().from(emailOutbox).orderBy(emailOutbox.id);
  return rows;
};

beforeAll(async () => {
  const created = await createPostgresTestDb();
  db = created.db;
  closeDb = created.close;
  dbUrl = created.url;
  smtp = await startTestSmtpServer(0);
}, 60_000);

afterAll(async () => {
  await smtp?.close();
  await closeDb?.();
});

beforeEach(async () => {
  await clearEmailTables(db);
  smtp.received.length = 0;
  smtp.attempts.clear();
  smtp.setRule(() => null);
});

describe('outbox worker against a real SMTP server', { timeout: 30_000 }, () => {
  it('delivers a send to 50 recipients exactly once each, merge fields filled and image linked', async () => {
    await queue(db, recipients(50));
    const w = worker();
    const started = Date.now();
    await drain(w);
    const elapsed = Date.now() - started;
    expect(smtp.received).toHaveLength(50);
    expect(new Set(smtp.received.map((m) => m.to)).size).toBe(50);
    const first = smtp.received.find((m) => m.to === 'alumno7@example.cl');
    expect(first?.subject).toBe('Aviso para Alumno 7');
    expect(first?.raw).toContain('Hola Alumno 7, tu saldo en Academia Sol es $12.345.');
    expect(first?.raw).toContain('http://localhost:8120/api/v1/emailImages/abc.png');
    expect(first?.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:8120\/api\/v1\/unsubscribeEmail\?token=/m,
    );
    expect(first?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const rows = await states();
    expect(rows.every((r) => r.state === 'enviado' && r.attempts === 1 && r.sentAt)).toBe(true);
    // The Message-ID on the wire is the one stored for the row.
    expect(rows.find((r) => r.email === 'alumno7@example.cl')?.messageId).toBe(first?.messageId);
    console.info(`50 mensajes entregados por SMTP en ${elapsed} ms`);
  });

  it('retries temporary (4xx) failures with backoff, then delivers', async () => {
    const flaky = new Set(['alumno2@example.cl', 'alumno5@example.cl']);
    smtp.setRule((addr, attempt) =>
      flaky.has(addr) && attempt <= 2 ? { code: 451, message: 'Intente más tarde' } : null,
    );
    await queue(db, recipients(6));
    await drain(worker());
    expect(smtp.received.map((m) => m.to).sort()).toEqual(
      recipients(6)
        .map((r) => r.email)
        .sort(),
    );
    const rows = await states();
    expect(rows.filter((r) => flaky.has(r.email ?? '')).map((r) => [r.state, r.attempts])).toEqual([
      ['enviado', 3],
      ['enviado', 3],
    ]);
    expect(rows.filter((r) => !flaky.has(r.email ?? '')).every((r) => r.attempts === 1)).toBe(true);
  });

  it('marks a permanent (5xx) failure as fallido with the reason, without retrying', async () => {
    smtp.setRule((addr) =>
      addr === 'alumno3@example.cl' ? { code: 550, message: 'Buzon inexistente' } : null,
    );
    await queue(db, recipients(4));
    await drain(worker());
    const failed = (await states()).find((r) => r.email === 'alumno3@example.cl');
    expect(failed?.state).toBe('fallido');
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/550/);
    expect(failed?.lastError).toMatch(/Buzon inexistente/);
    expect(smtp.received).toHaveLength(3);
  });

  it('gives up after the maximum attempts on a server that keeps failing temporarily', async () => {
    smtp.setRule((addr) =>
      addr === 'alumno1@example.cl' ? { code: 421, message: 'Servicio no disponible' } : null,
    );
    await queue(db, recipients(2));
    await drain(worker({ maxAttempts: 3 }));
    const row = (await states()).find((r) => r.email === 'alumno1@example.cl');
    expect(row?.state).toBe('fallido');
    expect(row?.attempts).toBe(3);
    expect(row?.lastError).toMatch(/Sin éxito tras 3 intentos/);
    expect(smtp.attempts.get('alumno1@example.cl')).toBe(3);
  });

  it('skips opted-out recipients, also when they opt out after the send was queued', async () => {
    await db.insert(emailOptOuts).values({ email: 'alumno1@example.cl' });
    const result = await queue(db, [
      ...recipients(3),
      { key: 'user:99', userId: 99, email: null, name: 'Sin correo', merge: {} },
    ]);
    expect(result).toMatchObject({ queued: 2, skipped: 2 });
    await db.insert(emailOptOuts).values({ email: 'alumno2@example.cl' });
    await drain(worker());
    expect(smtp.received.map((m) => m.to)).toEqual(['alumno3@example.cl']);
    const rows = await states();
    expect(rows.map((r) => r.state)).toEqual(['omitido', 'omitido', 'enviado', 'omitido']);
    expect(rows[0]?.lastError).toMatch(/se dio de baja/);
    expect(rows[3]?.lastError).toMatch(/no tiene correo/);
  });

  it('two workers on one PostgreSQL share the queue without sending anything twice', async () => {
    await queue(db, recipients(40));
    const a = worker({ batchSize: 3 });
    const b = worker({ batchSize: 3 });
    await Promise.all([drain(a), drain(b)]);
    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((m) => m.to)).size).toBe(40);
  });

  it('a worker process killed mid-send is replaced and every recipient gets the message exactly once', async () => {
    await queue(db, recipients(50));
    const script = fileURLToPath(new URL('./test-support/run-worker.ts', import.meta.url));
    const startProcess = (id: string): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', script], {
        env: {
          ...process.env,
          DATABASE_URL: dbUrl,
          SMTP_URL: smtp.url,
          LEASE_MS: '1500',
          WORKER_ID: id,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    const held = smtp.holdAt(20);
    const first = startProcess('primero');
    await held; // the 21st message is on the wire and the SMTP server has not answered
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    // The message on the wire is 'enviando' (never accepted, so sent once by the next worker).
    const leased = (await states()).filter(
      (r) => (r.state === 'pendiente' || r.state === 'enviando') && r.lockedBy === 'primero',
    );
    expect(leased.length).toBeGreaterThan(0); // its claimed batch is left leased by the dead worker
    const second = startProcess('segundo');
    try {
      // Generous: a new process (tsx) can take tens of seconds to start on a loaded machine.
      const end = Date.now() + 90_000;
      while (smtp.received.length < 50 && Date.now() < end)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 500)); // would catch a late duplicate
    } finally {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
    }
    const perRecipient = new Map<string, number>();
    for (const m of smtp.received) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
    expect(perRecipient.size).toBe(50);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    const rows = await states();
    expect(rows.every((r) => r.state === 'enviado')).toBe(true);
    expect(rows.filter((r) => r.attempts === 2).length).toBe(leased.length);
  }, 150_000);
});

describe('outbox worker shutdown', { timeout: 30_000 }, () => {
  it('hands back the rows it had not tried when stopped mid-batch', async () => {
    await queue(db, recipients(10));
    // One message a second: stopping after the first leaves nine claimed but untried.
    const slow = worker({ ratePerSecond: 1, batchSize: 10, pollMs: 10_000 });
    slow.start();
    while (smtp.received.length < 1) await new Promise((r) => setTimeout(r, 20));
    await slow.stop();
    const rows = await states();
    const untried = rows.filter((r) => r.state === 'pendiente');
    expect(untried.length).toBeGreaterThanOrEqual(8);
    expect(
      untried.every((r) => r.lockedBy === null && r.lockedUntil === null && r.attempts === 0),
    ).toBe(true);
    await drain(worker());
    expect(new Set(smtp.received.map((m) => m.to)).size).toBe(10);
    expect(smtp.received).toHaveLength(10);
  });
});

describe('outbox worker killed right after the SMTP server accepted a message', () => {
  it('the row waits as enviando, is taken again within seconds and resent with the same Message-ID', async () => {
    await queue(db, recipients(1));
    const script = fileURLToPath(new URL('./test-support/run-worker.ts', import.meta.url));
    // The default lease (the heartbeat's): what a production worker leaves behind when it dies.
    const dying = spawn(process.execPath, ['--import', 'tsx', script], {
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        SMTP_URL: smtp.url,
        WORKER_ID: 'muere',
        CRASH_AFTER_DELIVER: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const signal = await new Promise((r) => dying.once('exit', (_code, s) => r(s)));
    const killedAt = Date.now();
    expect(signal).toBe('SIGKILL');
    expect(smtp.received).toHaveLength(1);
    const [left] = await states();
    expect(left).toMatchObject({ state: 'enviando', lockedBy: 'muere', attempts: 1 });
    const w = worker();
    const end = Date.now() + 60_000;
    while (smtp.received.length < 2 && Date.now() < end) {
      await w.runOnce();
      await new Promise((r) => setTimeout(r, 100));
    }
    const recoveredAfter = (Date.now() - killedAt) / 1000;
    console.info(`row of the dead worker resent ${recoveredAfter.toFixed(1)} s after the kill`);
    // At-least-once: the second delivery is the same message, recognisable by its Message-ID.
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]?.messageId).toBe(smtp.received[0]?.messageId);
    expect(smtp.received[0]?.messageId).toBe(left!.messageId);
    expect(recoveredAfter).toBeLessThan(30);
    const [row] = await states();
    expect(row).toMatchObject({ state: 'enviado', attempts: 2, lockedBy: null });
  }, 120_000);
});
