import { type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { inList } from '../../db/db-handle.ts';

/**
 * Which payments a user may see (docs/design.md §11), as a condition on `p` (payments): admin all;
 * a teacher those with a charge of their academies; others their own and their wards'.
 */
export const paymentScope = (user: CurrentUser): SQL => {
  if (user.role === 'admin') return sql`true`;
  if (user.role === 'teacher') {
    if (user.academyIds.length === 0) return sql`false`;
    return sql`exists (select 1 from payment_items pi join charges c on c.id = pi.charge_id
      where pi.payment_id = p.id and ${inList(sql`c.academy_id`, user.academyIds)})`;
  }
  if (user.studentIds.length === 0) return sql`false`;
  return sql`(${inList(sql`p.user_id`, user.studentIds)} or exists (select 1 from payment_items pi join charges c on c.id = pi.charge_id
      where pi.payment_id = p.id and ${inList(sql`c.student_id`, user.studentIds)}))`;
};

/** A payment with a charge whose `column` (`c.student_id`, `c.academy_id`) is `id`. */
const hasChargeWith = (column: SQL, id: number) =>
  sql`exists (select 1 from payment_items pi join charges c on c.id = pi.charge_id where pi.payment_id = p.id and ${column} = ${id})`;

/**
 * The filters the payments list and the issued documents share, as conditions on `p`: a ward's
 * or an academy's charges, and Santiago days (from and to, both included) of the moment `at`.
 */
export const paymentFilters = (
  query: {
    studentId?: number | undefined;
    academyId?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
  at: SQL,
): SQL[] => {
  const conditions: SQL[] = [];
  if (query.studentId) conditions.push(hasChargeWith(sql`c.student_id`, query.studentId));
  if (query.academyId) conditions.push(hasChargeWith(sql`c.academy_id`, query.academyId));
  if (query.from)
    conditions.push(
      sql`${at} >= ${`${query.from} 00:00:00`}::timestamp at time zone 'America/Santiago'`,
    );
  if (query.to)
    conditions.push(
      sql`${at} < (${query.to}::date + 1)::timestamp at time zone 'America/Santiago'`,
    );
  return conditions;
};
