import { sql } from 'drizzle-orm';
import type { Db } from '../db/db-handle.ts';
import { insertChargeHistory } from './history-sql.ts';

/** A year of charges for the demo enrolments and a year of operating expenses per academy. */
export const seedDemoCharges = (db: Db): Promise<void> => insertChargeHistory(db);

export const seedDemoExpenses = async (db: Db): Promise<void> => {
  await db.execute(sql`
    insert into expenses (academy_id, category, description, amount, date, created_by)
    select a.id, c.category, c.category || ' ' || a.name, c.base + mod(a.id * 31 + extract(month from m)::int * 17, 9) * 1000,
           (m + interval '27 days')::date, (select id from users where username = 'admin')
    from academies a
    cross join generate_series(date_trunc('month', current_date) - interval '11 months', date_trunc('month', current_date), interval '1 month') m
    cross join (values ('Arriendo', 650000), ('Luz', 45000), ('Agua', 18000), ('Internet', 25000), ('Aseo', 60000)) as c(category, base)
    where (m + interval '27 days')::date <= current_date`);
  await db.execute(sql`
    insert into expenses (academy_id, category, description, amount, date, created_by)
    values (null, 'Contabilidad', 'Honorarios contador (general)', 180000, current_date - 20, (select id from users where username = 'admin'))`);
};
