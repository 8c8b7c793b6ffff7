import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../db/db-handle.ts';

/** The last id of each table before a bulk load: the rows after it are the load's. */
export interface LoadStart {
  users: number;
  enrolments: number;
  charges: number;
  paymentItems: number;
}

export const loadStart = async (tx: Tx): Promise<LoadStart> => {
  const [start] = await selectRows<LoadStart>(
    tx,
    sql`select (select coalesce(max(id), 0) from users)::int as users, (select coalesce(max(id), 0) from enrolments)::int as enrolments,
        (select coalesce(max(id), 0) from charges)::int as charges, (select coalesce(max(id), 0) from payment_items)::int as "paymentItems"`,
  );
  if (!start) throw new Error('loadStart: sin resultado');
  return start;
};

/** Students per call of academy_students_apply(): its cost grows with students x rows of one call. */
const STUDENTS_PER_APPLY = 250;

/**
 * What the insert triggers of migrations 0002-0008 would have added to the summary tables for the
 * rows loaded after `start` with those triggers off: the same upserts (user_totals,
 * plan_enrolment_totals, charge_totals, charge_state_totals), and the triggers' own functions
 * where the logic is not a plain sum. academy_students_apply() runs per slice of students, since a
 * student's enrolments only touch that student's rows and the per-academy counts add up (one call
 * for 200,000 enrolments is quadratic in its active-set step: what made the old load crawl).
 * report_refresh_payments() gets the payments of the loaded items, as the payment_items trigger
 * does (the payments trigger finds no items yet, so it adds nothing).
 */
export const addLoadedToSummaries = async (
  tx: Tx,
  start: LoadStart,
  step: (label: string) => void,
): Promise<void> => {
  await tx.execute(sql`
    insert into user_totals as t (type, archived, users)
    select type, archived_at is not null, count(*)::int from users where id > ${start.users}
    group by 1, 2 order by 1, 2
    on conflict (type, archived) do update set users = t.users + excluded.users`);
  await tx.execute(sql`
    insert into plan_enrolment_totals as t (plan_id, status, enrolments)
    select plan_id, status, count(*)::int from enrolments where id > ${start.enrolments}
    group by 1, 2 order by 1, 2
    on conflict (plan_id, status) do update set enrolments = t.enrolments + excluded.enrolments`);
  const [range] = await selectRows<{ lo: number | null; hi: number | null }>(
    tx,
    sql`select min(student_id) as lo, max(student_id) as hi from enrolments where id > ${start.enrolments}`,
  );
  for (let lo = range?.lo ?? 1, hi = range?.hi ?? 0; lo <= hi; lo += STUDENTS_PER_APPLY) {
    await tx.execute(sql`
      select academy_students_apply(array_agg(p.academy_id), array_agg(e.student_id), array_agg((e.status = 'activo')::int),
        array_agg((e.status <> 'finalizado')::int))
      from enrolments e join plans p on p.id = e.plan_id
      where e.id > ${start.enrolments} and e.student_id between ${lo} and ${lo + STUDENTS_PER_APPLY - 1}`);
  }
  step('resúmenes de alumnos');
  await tx.execute(sql`
    insert into charge_totals as t (academy_id, state, due_date, charges, amount)
    select academy_id, state, due_date, count(*)::int, sum(amount) from charges where id > ${start.charges}
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (academy_id, state, due_date) do update set charges = t.charges + excluded.charges, amount = t.amount + excluded.amount`);
  await tx.execute(sql`
    insert into charge_state_totals as t (academy_id, state, charges, amount)
    select academy_id, state, count(*)::int, sum(amount) from charges where id > ${start.charges}
    group by 1, 2 order by 1, 2
    on conflict (academy_id, state) do update set charges = t.charges + excluded.charges, amount = t.amount + excluded.amount`);
  step('resúmenes de cobros');
  await tx.execute(
    sql`select report_refresh_payments(array(select distinct payment_id from payment_items where id > ${start.paymentItems}))`,
  );
  step('resúmenes de pagos');
};
