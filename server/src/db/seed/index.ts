import { sql } from 'drizzle-orm';
import { type Db, rows } from '../client.ts';
import { seedDemoCharges, seedDemoExpenses } from './demo-finance.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedReferenceData } from './reference-data.ts';

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
  // payments and documents (payments area) go here, after charges.
  // e-mail templates (e-mail area) go here.
];

/** Seeds the demo data when the database has no users yet (first start). */
export const seedDemoIfEmpty = async (db: Db): Promise<boolean> => {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if ((row?.n ?? 0) > 0) return false;
  for (const seeder of demoSeeders) await seeder(db);
  return true;
};
