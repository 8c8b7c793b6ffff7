import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../db/client.ts';
import { selectRows } from '../../db/db-handle.ts';
import {
  charges,
  emailBounces,
  enrolments,
  reminderDeliveries,
  reminderSchedules,
  users,
} from '../../db/schema/index.ts';
import { drainOutbox } from '../../email/test-support/drain-outbox.ts';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../email/test-support/test-smtp-server.ts';
import { type Fixture, monthlyCharge, seedFixture } from '../../test/fixture.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import { runReminderSchedule } from './reminder-run.ts';

/**
 * Reminders end to end on PostgreSQL with a real SMTP server: a run killed with SIGKILL inside a
 * chunk's transaction, finished by the next run, every payer e-mailed exactly once; a 550 marks
 * the address as bouncing and later runs skip it; paying stops the next reminder.
 */
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const publicUrl = 'https://academias.example';
const payers = 7;

let database: Database;
let fixture: Fixture;
let smtp: TestSmtpServer;
let studentIds: number[] = [];

const noonOf = (day: string) => new Date(`${day}T15:00:00Z`);
const run = (day: string) =>
  runReminderSchedule(database.db, noonOf(day), { publicUrl, respectHour: false, chunkSize: 2 });
const drain = () => drainOutbox(database.db, smtp.url, { publicUrl });

beforeAll(async () => {
  database = await openTestDatabase(pgUrl);
  fixture = await seedFixture(database.db);
  smtp = await startTestSmtpServer(9725);
  const created = await database.db
    .insert(users)
    .values(
      Array.from({ length: payers }, (_, i) => ({
        type: 2,
        username: `pagador${i}`,
        firstName: 'Pagador',
        lastName: `N${i}`,
        email: `pagador${i}@correo.cl`,
      })),
    )
    .returning({ id: users.id });
  studentIds = created.map((u) => u.id);
  const enrolled = await database.db
    .insert(enrolments)
    .values(
      studentIds.map((studentId) => ({
        studentId,
        planId: fixture.plans.planA.id,
        paymentDay: 5,
        startDate: '2026-03-01',
      })),
    )
    .returning();
  const { academyA } = fixture.academies;
  await database.db
    .insert(charges)
    .values(enrolled.map((e) => monthlyCharge(e, academyA.id, '2026-03', 30_000)));
  await database.db.insert(reminderSchedules).values({
    academyId: fixture.academies.academyA.id,
    enabled: true,
    daysBefore: 0,
    onDueDate: true,
    everyDaysAfter: 7,
    maxTimes: 3,
    sendHour: 8,
  });
}, 120_000);

afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

describe('reminders through the outbox and a real SMTP server', () => {
  it('a run killed with SIGKILL mid-chunk is finished by the next; each payer gets exactly one e-mail', async () => {
    const [current] = await selectRows<{ name: string }>(
      database.db,
      sql`select current_database() as name`,
    );
    const url = new URL(pgUrl);
    url.pathname = `/${current?.name}`;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./test-support/run-reminders-child.ts', import.meta.url)),
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          NOW: noonOf('2026-03-05').toISOString(),
          KILL_AT: '2',
          CHUNK_SIZE: '2',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, s) => resolve(s)),
    );
    expect(signal).toBe('SIGKILL');
    // Chunks 0 and 1 committed; chunk 2 died inside its transaction and left nothing.
    expect(await database.db.$count(reminderDeliveries)).toBe(4);

    expect(await run('2026-03-05')).toEqual({ queued: payers - 4, skipped: 0, alreadyToday: 4 });
    expect(await run('2026-03-05')).toEqual({ queued: 0, skipped: 0, alreadyToday: payers });
    await drain();
    const to = smtp.received.map((m) => m.to).sort();
    expect(to).toEqual(studentIds.map((_, i) => `pagador${i}@correo.cl`).sort());
    const message = smtp.received[0]?.raw ?? '';
    expect(message).toContain('Mensualidad 2026-03');
    expect(message).toMatch(/client\/payments/);
  }, 60_000);

  it('a 550 marks the address as bouncing; later runs skip it; paying stops the next reminder', async () => {
    smtp.received.length = 0;
    smtp.setRule((address) =>
      address === 'pagador0@correo.cl' ? { code: 550, message: 'No existe el buzón' } : null,
    );
    expect(await run('2026-03-12')).toMatchObject({ queued: payers });
    await drain();
    expect(smtp.received).toHaveLength(payers - 1);
    const [bounce] = await database.db.select().from(emailBounces);
    expect(bounce).toMatchObject({ email: 'pagador0@correo.cl' });
    expect(bounce?.reason).toMatch(/550/);

    const [paidStudent] = studentIds.slice(1);
    await database.db
      .update(charges)
      .set({ state: 'pagado', paidAt: new Date() })
      .where(and(eq(charges.studentId, paidStudent ?? 0), eq(charges.period, '2026-03')));
    smtp.received.length = 0;
    expect(await run('2026-03-19')).toEqual({ queued: payers - 2, skipped: 1, alreadyToday: 0 });
    await drain();
    expect(smtp.received.map((m) => m.to)).not.toContain('pagador0@correo.cl');
    expect(smtp.received.map((m) => m.to)).not.toContain('pagador1@correo.cl');
    expect(smtp.received).toHaveLength(payers - 2);
    // At most three reminders per charge: the fourth reminder day sends nothing more (the
    // bounced payer is still due, since skipped reminders do not count, and still skipped).
    const remaining = studentIds.slice(2);
    expect(await run('2026-03-26')).toEqual({ queued: 0, skipped: 1, alreadyToday: 0 });
    const reminded = await database.db
      .select()
      .from(reminderDeliveries)
      .where(inArray(reminderDeliveries.payerId, remaining));
    expect(reminded).toHaveLength(3 * remaining.length);
  }, 60_000);
});
