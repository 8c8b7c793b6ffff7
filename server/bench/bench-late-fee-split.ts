// What the reports' split of the revenue (Cuotas / Recargos por mora / Ajustes) costs with many
// paid late fees: seeds BENCH_LATE_FEES (20,000) paid late fees, each paid with its cuota, over the
// last twelve months, then times, for twelve months of every academy (median of 7):
// - "antes": the split as it was computed before migration 0027, from the late fee and adjustment
//   charges joined to their payment items and payments (raw rows);
// - "ahora": the revenue with its parts from the daily summary (report_daily_academy), as the
//   reports read it now;
// and checks both give the same late fees. Prints figures; it is not a test. Run with
//   pnpm --filter @academias/server bench:late-fees   (a fresh database on DATABASE_URL's server)
import { sql } from 'drizzle-orm';
import { selectRows } from '../src/db/db-handle.ts';
import { revenueByAcademyMonth } from '../src/modules/reports/academy-figures-queries.ts';
import { firstDay, lastDay } from '../src/modules/reports/report-dates.ts';
import { seedFixture } from '../src/test/fixture.ts';
import { openTestDatabase } from '../src/test/test-db.ts';

const lateFees = Number(process.env.BENCH_LATE_FEES ?? 20_000);
const database = await openTestDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const { db } = database;
const fixture = await seedFixture(db);
const plan = fixture.enrolments.enrolmentA;
const academyId = fixture.academies.academyA.id;
const students = Math.ceil(lateFees / 20);

const started = performance.now();
await db.execute(sql`
  insert into users (type, username, first_name, last_name)
  select 2, 'bench-mora-' || g, 'Alumno', 'Mora ' || g from generate_series(1, ${students}) g`);
await db.execute(sql`
  insert into enrolments (student_id, plan_id, start_date)
  select id, ${plan.planId}, '2024-01-01' from users where username like 'bench-mora-%'`);
// Twenty cuotas per student (2024-01 to 2025-08), each paid late with its late fee on a day of the
// last twelve months: one payment of two items.
await db.execute(sql`
  with cuotas as (
    insert into charges (enrolment_id, student_id, plan_id, academy_id, period, description, amount, due_date, state, paid_at)
    select e.id, e.student_id, e.plan_id, ${academyId}, to_char(m, 'YYYY-MM'), 'Cuota bench', 30000,
      (m + interval '4 days')::date, 'pagado', now() - ((e.id * 20 + extract(month from m)::int) % 360) * interval '1 day'
    from enrolments e join users u on u.id = e.student_id and u.username like 'bench-mora-%'
    cross join generate_series('2024-01-01'::date, '2025-08-01'::date, interval '1 month') m
    returning id, enrolment_id, student_id, plan_id, period, paid_at)
  insert into charges (enrolment_id, student_id, plan_id, academy_id, period, kind, parent_charge_id, description, amount,
    due_date, state, paid_at)
  select enrolment_id, student_id, plan_id, ${academyId}, to_char(paid_at, 'YYYY-MM'), 'recargo', id, 'Recargo por mora bench',
    1500, paid_at::date, 'pagado', paid_at
  from cuotas`);
await db.execute(sql`
  insert into payments (buy_order, session_id, user_id, method, state, amount, paid_at)
  select 'MORA' || r.id, 'S' || r.id, r.student_id, 'efectivo', 'autorizada', 31500, r.paid_at
  from charges r where r.kind = 'recargo' and r.description = 'Recargo por mora bench'`);
await db.execute(sql`
  insert into payment_items (payment_id, charge_id, amount)
  select p.id, c.id, c.amount from payments p
  join charges r on r.id = substr(p.buy_order, 5)::int
  join charges c on c.id in (r.id, r.parent_charge_id)
  where p.buy_order like 'MORA%'`);
await db.execute(sql`analyze`);
const [seeded] = await selectRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from charges where kind = 'recargo' and state = 'pagado'`,
);
console.log(
  `${seeded?.n} recargos por mora pagados (con su cuota) en ${Math.round((performance.now() - started) / 1000)} s`,
);

const to = new Date().toISOString().slice(0, 7);
const fromDate = new Date();
fromDate.setMonth(fromDate.getMonth() - 11);
const range = { from: fromDate.toISOString().slice(0, 7), to };

/** The split before 0027 (modules/reports/academy-figures-queries.ts at 6cfbfd6): raw rows. */
const before = () =>
  selectRows<{ academyId: number; month: string; lateFees: number }>(
    db,
    sql`select x.academy_id as "academyId", to_char(x.local_date, 'YYYY-MM') as month,
        coalesce(sum(x.amount) filter (where x.kind = 'recargo'), 0)::float8 as "lateFees",
        coalesce(sum(x.amount) filter (where x.kind = 'ajuste'), 0)::float8 as adjustments
      from (select ch.academy_id, ch.kind, pi.amount, (p.paid_at at time zone 'America/Santiago')::date as local_date
            from charges ch
            join payment_items pi on pi.charge_id = ch.id
            join payments p on p.id = pi.payment_id
            where ch.kind <> 'cuota' and p.state = 'autorizada' and p.paid_at is not null) x
      where x.local_date >= ${firstDay(range.from)}::date and x.local_date <= ${lastDay(range.to)}::date
      group by 1, 2`,
  );
const now = () => revenueByAcademyMonth(db, range, null);

const time = async (label: string, run: () => Promise<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(58)} mediana ${ms[3]!.toFixed(1)} ms (min ${ms[0]!.toFixed(1)}, max ${ms[6]!.toFixed(1)})`,
  );
  return ms[3]!;
};

const total = (rows: { lateFees: number }[]) => rows.reduce((s, r) => s + r.lateFees, 0);
console.log(`recargos en el rango: antes ${total(await before())}, ahora ${total(await now())}`);
const a = await time('antes: separación desde cobros, ítems y pagos', before);
const b = await time('ahora: recaudación y sus partes desde report_daily_academy', now);
console.log(`ahora / antes = ${(b / a).toFixed(3)} (${(a / b).toFixed(0)} veces más rápido)`);
await database.close();
