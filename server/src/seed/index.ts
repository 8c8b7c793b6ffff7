import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/db-handle.ts';
import { seedDemoCharges, seedDemoExpenses } from './demo-finance.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoPayments } from './payments.ts';
import { seedDemoSii } from '../modules/sii-documents/demo-sii-seed.ts';
import { seedReferenceData } from './reference-data.ts';
import { seedEmailTemplates } from './email-templates.ts';

/** One step of the demo seed; they run in order. */
export type Seeder = (db: Db) => Promise<void>;

/**
 * Domain seeders in dependency order. Other areas append theirs (payments and documents after
 * charges, e-mail templates at the end).
 */
export const demoSeeders: Seeder[] = [
  seedReferenceData,
  seedDemoPeople,
  seedDemoPlans,
  seedDemoCharges,
  seedDemoExpenses,
  seedDemoPayments,
  // Test certificate + CAFs and the seeded boletas signed (after payments, which number them).
  seedDemoSii,
  seedEmailTemplates,
];

/** Seeds the demo data when the database has no users yet (first start). */
export const seedDemoIfEmpty = async (db: Db): Promise<boolean> => {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if ((row?.n ?? 0) > 0) return false;
  for (const seeder of demoSeeders) await seeder(db);
  return true;
};
