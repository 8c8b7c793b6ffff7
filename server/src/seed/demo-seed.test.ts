import { isValidRut, normalizePhone } from '@academias/shared/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { type Database } from '../db/client.ts';
import { selectRows } from '../db/db-handle.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { DEMO_PASSWORD, DEMO_STUDENTS } from './demo-people.ts';
import { seedDemoIfEmpty } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedDemoIfEmpty(database.db)).toBe(true);
}, 120_000);
afterAll(() => database.close());

describe('demo seed', () => {
  it('writes every phone as the app stores them: E.164 (+569..., +562...)', async () => {
    const phones = await selectRows<{ phone: string }>(
      database.db,
      sql`select phone from users where phone is not null union all select phone from academies where phone is not null
          union all select phone from issuer_settings where phone is not null`,
    );
    expect(phones.length).toBeGreaterThan(200);
    for (const { phone } of phones) expect(phone).toBe(normalizePhone(phone));
  });

  it('creates the demo logins with the documented password', async () => {
    const logins = await selectRows<{ username: string; type: number; password_hash: string }>(
      database.db,
      sql`select username, type, password_hash from users where username in ('admin', 'profesor', 'alumno') order by type`,
    );
    expect(logins.map((l) => [l.username, l.type])).toEqual([
      ['admin', 0],
      ['profesor', 1],
      ['alumno', 2],
    ]);
    expect(await verifyPassword(logins[0]?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
    const [profesor] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from academy_teachers at join users u on u.id = at.teacher_id where u.username = 'profesor'`,
    );
    expect(profesor?.n).toBe(2);
  });

  it('has 3 academies, 8 teachers, 300 students with valid RUTs, plans of each type and charges in every state the day allows', async () => {
    const [counts] = await selectRows<Record<string, number>>(
      database.db,
      sql`select (select count(*) from academies)::int as academies, (select count(*) from users where type = 1)::int as teachers,
        (select count(*) from users where type = 2)::int as students, (select count(*) from guardians)::int as guardians,
        (select count(distinct plan_type_id) from plans)::int as plan_types, (select count(distinct state) from charges)::int as states,
        (select count(distinct period) from charges)::int as periods, (select count(*) from expenses)::int as expenses,
        (select count(*) from enrolments where payment_day >= extract(day from current_date))::int as still_due`,
    );
    // Charges run up to this month: after the last payment day of the month (the 25th in the demo)
    // nothing is pending any more, only paid or overdue, until next month's charges are generated.
    const states = counts?.still_due ? 3 : 2;
    expect(counts).toMatchObject({
      academies: 3,
      teachers: 8,
      students: DEMO_STUDENTS,
      plan_types: 4,
      states,
    });
    expect(counts?.guardians).toBeGreaterThan(20);
    expect(counts?.periods).toBeGreaterThanOrEqual(12);
    expect(counts?.expenses).toBeGreaterThan(100);
    const ruts = await selectRows<{ rut: string }>(
      database.db,
      sql`select rut from users where rut is not null`,
    );
    expect(ruts.every((r) => isValidRut(r.rut))).toBe(true);
  });

  it('does not seed twice', async () => {
    expect(await seedDemoIfEmpty(database.db)).toBe(false);
  });
});
