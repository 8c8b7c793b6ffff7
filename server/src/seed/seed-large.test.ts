import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedLinesCte } from '../modules/reports/report-sql.ts';
import { type Database } from '../db/client.ts';
import { selectRows } from '../db/db-handle.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { bulkLoad } from './bulk-load.ts';
import { seedDemoIfEmpty } from './index.ts';
import { seedLarge } from './seed-large.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db);
}, 180_000);
afterAll(() => database.close());

const sorted = (list: unknown[]) => list.map((r) => JSON.stringify(r)).sort();

/** Indexes, triggers and constraints of the schema: a bulk load must leave them as it found them. */
const schemaShape = () =>
  selectRows(
    database.db,
    sql`select 'i' as k, indexname as n, indexdef as d from pg_indexes where schemaname = 'public'
        union all select 't', tgrelid::regclass::text || '.' || tgname, tgenabled::text from pg_trigger where not tgisinternal
        union all select 'c', conrelid::regclass::text || '.' || conname, pg_get_constraintdef(oid) || convalidated::text
          from pg_constraint where connamespace = 'public'::regnamespace
        order by 1, 2, 3`,
  );

/** Summaries the load writes without its triggers, next to a recomputation from the rows. */
const summaryPairs = () => {
  const lines = approvedLinesCte({ startDate: '2000-01-01', endDate: '2099-12-31' });
  return [
    [
      sql`select academy_id as a, state as s, due_date::text as d, charges as n, amount::float8 as m from charge_totals where charges <> 0`,
      sql`select academy_id as a, state as s, due_date::text as d, count(*)::int as n, sum(amount)::float8 as m from charges group by 1, 2, 3`,
    ],
    [
      sql`select academy_id as a, state as s, charges as n, amount::float8 as m from charge_state_totals where charges <> 0`,
      sql`select academy_id as a, state as s, count(*)::int as n, sum(amount)::float8 as m from charges group by 1, 2`,
    ],
    [
      sql`select type as t, archived as a, users as n from user_totals where users <> 0`,
      sql`select type as t, archived_at is not null as a, count(*)::int as n from users group by 1, 2`,
    ],
    [
      sql`select plan_id as p, status as s, enrolments as n from plan_enrolment_totals where enrolments <> 0`,
      sql`select plan_id as p, status as s, count(*)::int as n from enrolments group by 1, 2`,
    ],
    [
      sql`select student_id as s, active_academies as n, current_academies as c from student_academy_totals
          where active_academies <> 0 or current_academies <> 0`,
      sql`select e.student_id as s, (count(distinct p.academy_id) filter (where e.status = 'activo'))::int as n,
            (count(distinct p.academy_id) filter (where e.status <> 'finalizado'))::int as c
          from enrolments e join plans p on p.id = e.plan_id group by 1 having count(*) filter (where e.status <> 'finalizado') > 0`,
    ],
    [
      sql`select academy_id as a, active_students as n, current_students as c from academy_student_totals
          where academy_id <> 0 and (active_students <> 0 or current_students <> 0)`,
      sql`select p.academy_id as a, (count(distinct e.student_id) filter (where e.status = 'activo'))::int as n,
            (count(distinct e.student_id) filter (where e.status <> 'finalizado'))::int as c
          from enrolments e join plans p on p.id = e.plan_id group by 1`,
    ],
    [
      sql`select academy_ids::text as s, students as n from active_academy_sets where students <> 0`,
      sql`select ids::text as s, count(*)::int as n from (
            select e.student_id, array_agg(distinct p.academy_id order by p.academy_id) as ids
            from enrolments e join plans p on p.id = e.plan_id where e.status = 'activo' group by e.student_id) x group by 1`,
    ],
    [
      sql`select local_date::text as d, revenue::float8 as r, payments as n, card_commission::float8 as cc from report_daily
          where payments <> 0 or revenue <> 0`,
      sql`with ${lines} select local_date::text as d, sum(amount)::float8 as r, count(distinct payment_id)::int as n,
            coalesce(sum(commission) filter (where method = 'webpay'), 0)::float8 as cc from lines group by 1`,
    ],
    [
      sql`select payment_id as p, student_id as s, academy_id as a, amount::float8 as m from report_student_lines`,
      sql`with ${lines} select payment_id as p, student_id as s, academy_id as a, sum(amount)::float8 as m from lines group by 1, 2, 3`,
    ],
  ] as const;
};

describe('large benchmark seed', () => {
  it('loads students, enrolments, charges and payments with the summaries the triggers would keep, and the schema as it was', async () => {
    const shape = await schemaShape();
    await seedLarge(database.db, 200);
    const [counts] = await selectRows<Record<string, number>>(
      database.db,
      sql`select (select count(*) from users where username like 'bench%')::int as students,
        (select count(*) from enrolments e join users u on u.id = e.student_id where u.username like 'bench%')::int as enrolments,
        (select count(*) from charges c join users u on u.id = c.student_id where u.username like 'bench%' and c.state = 'pagado')::int as paid,
        (select count(*) from payments where buy_order like 'BR%')::int as payments,
        (select count(*) from payment_items pi join payments p on p.id = pi.payment_id where p.buy_order like 'BR%')::int as items`,
    );
    expect(counts).toMatchObject({ students: 200, enrolments: 400 });
    expect(counts?.paid).toBeGreaterThan(1000);
    expect(counts).toMatchObject({ payments: counts?.paid, items: counts?.paid });
    for (const [summary, recomputed] of summaryPairs()) {
      expect(sorted(await selectRows(database.db, summary))).toEqual(
        sorted(await selectRows(database.db, recomputed)),
      );
    }
    expect(await schemaShape()).toEqual(shape);
  }, 120_000);

  it('rolls back whole when the load fails: no rows, indexes and triggers back', async () => {
    const shape = await schemaShape();
    const load = database.db.transaction((tx) =>
      bulkLoad(
        tx,
        { tables: ['users'], insertTriggers: { users: ['user_totals_insert'] } },
        async () => {
          await tx.execute(
            sql`insert into users (type, username, first_name) values (2, 'half-loaded', 'Medio')`,
          );
          throw new Error('interrupted');
        },
      ),
    );
    await expect(load).rejects.toThrow('interrupted');
    expect(
      await selectRows(database.db, sql`select id from users where username = 'half-loaded'`),
    ).toEqual([]);
    expect(await schemaShape()).toEqual(shape);
  });

  it('refuses to switch off an insert trigger it would not replay', async () => {
    const load = database.db.transaction((tx) =>
      bulkLoad(
        tx,
        { tables: ['charges'], insertTriggers: { charges: ['charge_totals_insert'] } },
        async () => {},
      ),
    );
    await expect(load).rejects.toThrow('charges.charge_state_totals_insert');
  });
});
