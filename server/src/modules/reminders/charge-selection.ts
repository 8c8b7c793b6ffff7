import type { chargeSelection } from '@academias/shared/contract/reminders';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inList, selectRows } from '../../db/db-handle.ts';
import { likePattern, rutSearch } from '../../db/list-helpers.ts';

/**
 * Students of the chosen charges: the ids, or every charge of a Pagos Pendientes filter with the
 * same conditions as `listCharges` (modules/charges/repository.ts), so "all N of this filter"
 * means the rows the admin saw. Admin only (the endpoint's access), so no scope condition.
 */
export const studentsOfCharges = async (
  db: Db,
  selection: z.infer<typeof chargeSelection>,
): Promise<number[]> => {
  const f = selection.filter;
  const rut = f?.search ? rutSearch(f.search) : null;
  const conditions = f
    ? [
        f.state ? sql`c.state = ${f.state}` : undefined,
        f.open === 'true' ? sql`c.state in ('pendiente', 'vencido')` : undefined,
        f.academyId ? sql`c.academy_id = ${f.academyId}` : undefined,
        f.studentId ? sql`c.student_id = ${f.studentId}` : undefined,
        f.planId ? sql`c.plan_id = ${f.planId}` : undefined,
        f.period ? sql`c.period = ${f.period}` : undefined,
        f.dueFrom ? sql`c.due_date >= ${f.dueFrom}` : undefined,
        f.dueTo ? sql`c.due_date <= ${f.dueTo}` : undefined,
        f.search
          ? sql`exists (select 1 from users s where s.id = c.student_id and ((s.first_name || ' ' || s.last_name) ilike ${likePattern(f.search)}
              ${rut ? sql`or replace(s.rut, '-', '') like ${likePattern(rut.replace(/-/g, ''))}` : sql``}))`
          : undefined,
      ].filter((c) => c !== undefined)
    : [inList(sql`c.id`, selection.ids ?? [])];
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const found = await selectRows<{ student_id: number }>(
    db,
    sql`select distinct c.student_id from charges c where ${where}`,
  );
  return found.map((r) => r.student_id);
};
