import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../db/client.ts';
import { selectRows } from '../db/db-handle.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { seedDemoCharges } from './demo-finance.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoPayments } from './payments.ts';
import { seedReferenceData } from './reference-data.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  for (const seeder of [
    seedReferenceData,
    seedDemoPeople,
    seedDemoPlans,
    seedDemoCharges,
    seedDemoPayments,
  ])
    await seeder(database.db);
}, 180_000);
afterAll(() => database.close());

const one = async (query: ReturnType<typeof sql>) =>
  (await selectRows<Record<string, number>>(database.db, query))[0]!;

describe('demo payments seed', () => {
  it('gives every paid charge exactly one payment with its boleta, and nothing to open charges', async () => {
    const counts = await one(sql`select
      (select count(*) from charges where state = 'pagado')::int as paid_charges,
      (select count(*) from payments)::int as payments,
      (select count(*) from payment_items where active)::int as items,
      (select count(*) from documents)::int as documents,
      (select count(*) from payments p where p.amount <> (select sum(amount) from payment_items where payment_id = p.id))::int as wrong_totals,
      (select count(*) from payment_items pi join charges c on c.id = pi.charge_id where c.state <> 'pagado')::int as open_paid,
      (select count(*) from payments where method = 'webpay')::int as card,
      (select count(*) from webpay_sim_transactions where committed and status = 'AUTHORIZED')::int as sim`);
    expect(counts.paid_charges).toBeGreaterThan(100);
    expect(counts).toMatchObject({
      payments: counts.paid_charges,
      items: counts.paid_charges,
      documents: counts.paid_charges,
      wrong_totals: 0,
      open_paid: 0,
    });
    expect(counts.sim).toBe(counts.card);
    expect(Number(counts.card) / Number(counts.payments)).toBeGreaterThan(0.5);
  });

  it('numbers boletas 1..n with no gaps and leaves the counter at n; a second run adds nothing', async () => {
    const folios =
      await one(sql`select min(folio)::int as min, max(folio)::int as max, count(*)::int as n,
      (select last_folio from document_folio_counters where type = 41)::int as counter from documents`);
    expect(folios).toEqual({ min: 1, max: folios.n, n: folios.n, counter: folios.n });
    await seedDemoPayments(database.db);
    expect((await one(sql`select count(*)::int as n from documents`)).n).toBe(folios.n);
  });
});
