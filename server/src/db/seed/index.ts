import { sql } from 'drizzle-orm';
import { type Db, rows } from '../client.ts';

/** One step of the demo seed; runs inside one transaction with the others, in order. */
export type Seeder = (db: Db) => Promise<void>;

/**
 * Domain seeders in dependency order. Other areas append theirs (payments and documents after
 * charges, e-mail templates at the end).
 */
export const demoSeeders: Seeder[] = [];

/** Seeds the demo data when the database has no users yet (first start). */
export const seedDemoIfEmpty = async (db: Db): Promise<boolean> => {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if ((row?.n ?? 0) > 0) return false;
  for (const seeder of demoSeeders) await seeder(db);
  return true;
};
