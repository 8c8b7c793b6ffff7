import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import { drainOutbox } from '../../email/test-support/drain-outbox.ts';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../email/test-support/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMonthlyCharges } from '../../test/fixture.ts';

/**
 * "Registrar pagos" (bulk manual payments) e-mails each payment's confirmation exactly as a single
 * manual payment does: through the outbox, one per payment, delivered by a real SMTP server, and a
 * replay of the same idempotency key queues nothing more.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let chargeIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://academias.example' } });
  smtp = await startTestSmtpServer(0);
  chargeIds = await addMonthlyCharges(t.database.db, t.fixture, [
    ['A', '2026-05', 30_000],
    ['A', '2026-06', 31_000],
    ['B', '2026-05', 25_000],
  ]);
}, 180_000);

afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

const drain = () => drainOutbox(t.database.db, smtp.url);

/** An RFC 2047 Q-encoded subject (=?UTF-8?Q?...?=) as text. */
const decodeHeader = (value: string) =>
  value.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
    Buffer.from(
      q
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8'),
  );

const confirmationsOf = (paymentIds: number[]) =>
  selectRows<{ paymentId: number; email: string }>(
    t.database.db,
    sql`select s.payment_id as "paymentId", o.email from email_sends s
        join email_outbox o on o.send_id = s.id
        where s.kind = 'confirmacion' and s.payment_id = any(${`{${paymentIds.join(',')}}`}::int[])
        order by s.payment_id`,
  );

describe('bulk manual payments e-mail each confirmation', { timeout: 60_000 }, () => {
  it('queues one confirmation per payment, delivers it once, and a replay queues nothing', async () => {
    const data = {
      idempotencyKey: randomUUID(),
      chargeIds,
      method: 'transferencia',
      reference: 'Lote 9',
      paidOn: '2026-11-02',
    };
    const first = await t.post('admin', '/api/v1/payments/bulk-manual', { data });
    expect(first.statusCode, first.body).toBe(200);
    const paymentIds: number[] = first.json().paymentIds;
    expect(paymentIds).toHaveLength(3);
    const queued = await confirmationsOf(paymentIds);
    expect(queued.map((q) => Number(q.paymentId))).toEqual([...paymentIds].sort((a, b) => a - b));
    expect(queued.map((q) => q.email)).toEqual([
      'alumno.a@correo.cl',
      'alumno.a@correo.cl',
      'alumno.b@correo.cl',
    ]);
    await drain();
    const replay = await t.post('admin', '/api/v1/payments/bulk-manual', { data });
    expect(replay.json()).toMatchObject({ replayed: true, paymentIds });
    await drain();
    expect(await confirmationsOf(paymentIds)).toHaveLength(3);
    const received = smtp.received
      .map((m) => ({ ...m, subject: decodeHeader(m.subject) }))
      .filter((m) => m.subject.startsWith('Confirmación de pago'));
    expect(received.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['alumno.a@correo.cl', 'Confirmación de pago $30.000'],
      ['alumno.a@correo.cl', 'Confirmación de pago $31.000'],
      ['alumno.b@correo.cl', 'Confirmación de pago $25.000'],
    ]);
    // Each e-mail names its own charge and boleta, as a single manual payment's does.
    const mayo = received.find((m) => m.subject.endsWith('$25.000'));
    expect(mayo?.raw).toContain('Mensualidad 2026-05');
    expect(mayo?.raw).toMatch(/Boleta (exenta )?electr(=C3=B3|ó)nica N(=C2=B0|°) \d+/);
  });
});
