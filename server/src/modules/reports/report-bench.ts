import { sql } from 'drizzle-orm';
import { loadEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { selectRows } from '../../db/db-handle.ts';
import { academiesReport } from './report-handlers.ts';
import { adminDashboard } from './dashboards.ts';
import { transbankReport } from './transbank-report.ts';
import { userStatement } from './user-statement.ts';
import { usersReport, usersReportUncached } from './users-report.ts';
import { localToday, monthOf, addMonths } from './report-dates.ts';

/**
 * `node --import tsx src/modules/reports/report-bench.ts` on a database loaded with `seed:large`:
 * gives the large set's paid charges a payment each (set-based, once), then prints how long each
 * report call takes (median of 3). Prints figures; it is not a test.
 */
const env = loadEnv();
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
const { db } = database;

const [missing] = await selectRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from charges c where c.state = 'pagado'
      and not exists (select 1 from payment_items pi where pi.charge_id = c.id)`,
);
if ((missing?.n ?? 0) > 0) {
  const started = performance.now();
  await db.execute(sql`
    insert into payments (buy_order, session_id, user_id, method, state, amount, token, card_last4, paid_at, created_at)
    select 'BR' || c.id, 'S' || c.id, c.student_id, case when c.id % 5 = 0 then 'efectivo' else 'webpay' end, 'autorizada',
      c.amount, case when c.id % 5 = 0 then null else 'tb' || c.id end, '6623', c.paid_at, c.paid_at
    from charges c
    where c.state = 'pagado' and not exists (select 1 from payment_items pi where pi.charge_id = c.id)`);
  await db.execute(sql`
    insert into payment_items (payment_id, charge_id, amount)
    select p.id, substr(p.buy_order, 3)::int, p.amount from payments p
    where p.buy_order like 'BR%' and not exists (select 1 from payment_items pi where pi.payment_id = p.id)`);
  await db.execute(sql`analyze`);
  console.log(
    `pagos creados para ${missing!.n} cobros pagados en ${Math.round(performance.now() - started)} ms`,
  );
}

const counts = await selectRows<Record<string, number>>(
  db,
  sql`select (select count(*) from users where type = 2)::int as students, (select count(*) from charges)::int as charges,
      (select count(*) from payments where state = 'autorizada')::int as payments`,
);
console.log('datos:', counts[0]);

const month = monthOf(localToday());
const admin = {
  id: 1,
  type: 0,
  role: 'admin' as const,
  name: 'bench',
  academyIds: [],
  studentIds: [],
  sessionId: 'bench',
};
const [someone] = await selectRows<{ id: number }>(
  db,
  sql`select student_id as id from charges order by id desc limit 1`,
);

const time = async (label: string, run: () => Promise<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(48)} mediana ${Math.round(ms[1]!)} ms (min ${Math.round(ms[0]!)}, max ${Math.round(ms[2]!)})`,
  );
};

await time('getDashboard (12 meses)', () => adminDashboard(db, {}));
await time('getAcademiesReport (12 meses)', () =>
  academiesReport(db, admin, { from: addMonths(month, -11), to: month }),
);
await time('getAcademiesReport (1 mes)', () =>
  academiesReport(db, admin, { from: month, to: month }),
);
await time('getReportTransbank (1 mes)', () =>
  transbankReport(db, { startDate: `${month}-01`, endDate: localToday(), page: 1, pageSize: 25 }),
);
await time('getReportTransbank (12 meses)', () =>
  transbankReport(db, {
    startDate: `${addMonths(month, -11)}-01`,
    endDate: localToday(),
    page: 1,
    pageSize: 25,
  }),
);
/** The users report's first page by balance, from `months` months back to today. */
const usersQuery = (months: number) => ({
  startDate: `${addMonths(month, 1 - months)}-01`,
  endDate: localToday(),
  page: 1,
  pageSize: 25,
  order: 'desc' as const,
  sort: 'balance' as const,
});
await time('getReportUsers (1 mes, página 1, por saldo), sin caché', () =>
  usersReportUncached(db, usersQuery(1)),
);
await time('getReportUsers (1 mes, página 1, por saldo), repetido', () =>
  usersReport(db, usersQuery(1)),
);
await time('getReportUsers (12 meses, página 1, por saldo), sin caché', () =>
  usersReportUncached(db, usersQuery(12)),
);
await time('getReportByIdUser (12 meses)', () =>
  userStatement(db, {
    user: { id: someone!.id, name: 'x', rut: null },
    studentIds: [someone!.id],
    academyIds: null,
    startDate: `${addMonths(month, -11)}-01`,
    endDate: localToday(),
  }),
);
await database.close();
