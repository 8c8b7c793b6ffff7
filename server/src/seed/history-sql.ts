import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/db-handle.ts';

/**
 * One set-based statement that writes every enrolment's charges from its start month to the
 * current month (special classes once, multi-month plans every `billing_months`), with realistic
 * states: past charges mostly paid, some overdue; this month's pending until due. Used by the demo
 * seed and by the large benchmark seed (millions of rows in seconds, no row-by-row inserts).
 * `ordered` numbers the charges by enrolment and month whatever the plan, so PostgreSQL and PGlite
 * give the large set the same ids (its payments' methods follow the charge id).
 */
export const insertChargeHistory = async (
  db: Db | Tx,
  enrolmentFilter = sql`true`,
  ordered = false,
): Promise<void> => {
  await db.execute(sql`
    with months as (
      select e.id as enrolment_id, e.student_id, p.id as plan_id, p.academy_id, p.price, p.name, p.is_clase_especial,
             e.payment_day, pt.billing_months, m::date as month_start,
             (extract(year from m)::int * 12 + extract(month from m)::int)
               - (extract(year from e.start_date)::int * 12 + extract(month from e.start_date)::int) as idx
      from enrolments e
      join plans p on p.id = e.plan_id
      join plan_types pt on pt.id = p.plan_type_id
      cross join lateral generate_series(
        date_trunc('month', e.start_date),
        date_trunc('month', least(coalesce(e.end_date, current_date), current_date)),
        interval '1 month') as m
      where ${enrolmentFilter}
    ), due as (
      select *, make_date(extract(year from month_start)::int, extract(month from month_start)::int, payment_day) as due_date,
             mod(enrolment_id::bigint * 7919 + idx * 104729, 100)::int as luck
      from months
      where (is_clase_especial and idx = 0) or (not is_clase_especial and mod(idx, coalesce(billing_months, 1)) = 0)
    )
    insert into charges (enrolment_id, student_id, plan_id, academy_id, period, is_one_off, description, amount, due_date, state, paid_at)
    select enrolment_id, student_id, plan_id, academy_id, to_char(month_start, 'YYYY-MM'), is_clase_especial,
           case when is_clase_especial then name
                else name || ' - ' || (array['enero','febrero','marzo','abril','mayo','junio','julio','agosto','septiembre','octubre','noviembre','diciembre'])[extract(month from month_start)::int]
                     || ' ' || extract(year from month_start)::int end,
           price, due_date,
           case when due_date >= current_date then (case when luck < 35 then 'pagado' else 'pendiente' end)
                when luck < 88 then 'pagado' else 'vencido' end,
           case when (due_date >= current_date and luck < 35) or (due_date < current_date and luck < 88)
                then least(least(due_date - 3 + mod(luck, 9), current_date)::timestamp + interval '15 hours', localtimestamp - interval '1 hour') end
    from due
    ${ordered ? sql`order by enrolment_id, month_start` : sql``}
    on conflict do nothing`);
};
