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
