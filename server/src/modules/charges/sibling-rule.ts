import { type SQL, sql } from 'drizzle-orm';

/** "10 %" / "$5.000", as the discount notes show a value. */
export const discountValueLabel = (kind: SQL, value: SQL): SQL =>
  sql`case when ${kind} = 'porcentaje' then ${value} || ' %'
      else '$' || replace(to_char(${value}, 'FM999,999,999'), ',', '.') end`;

/** An active enrolment of `alias` in a plan (`planAlias`) still charged, in force in the month. */
const inForce = (alias: string, planAlias: string, monthStart: SQL): SQL =>
  sql`${sql.raw(alias)}.status = 'activo' and ${sql.raw(planAlias)}.archived_at is null
    and ${sql.raw(alias)}.start_date < (${monthStart} + interval '1 month')
    and (${sql.raw(alias)}.end_date is null or ${sql.raw(alias)}.end_date >= ${monthStart})`;

/**
 * The academy's sibling rule for enrolment `e` (plan `p`) in the month starting `monthStart`, as a
 * LATERAL subquery giving `kind`, `value` and `note`, or no row (docs/money.md):
 * - the academy's entry in force that month (the latest `valid_from` on or before it) is a discount;
 * - the enrolment has no discount of its own that month (`d.kind`; its own one wins, never both);
 * - the student is not the first of their siblings: some other child of any of their guardians is
 *   enrolled in the academy that month and comes first, by the earliest start date of their
 *   enrolments in force in the academy that month, then by the lower student id.
 */
export const siblingRuleSql = (monthStart: SQL): SQL =>
  sql`left join lateral (
      select r.kind, r.value,
        'Hermanos ' || ${discountValueLabel(sql`r.kind`, sql`r.value`)} || ': descuento por hermanos de la academia' as note
      from (select sd.kind, sd.value from academy_sibling_discounts sd
            where sd.academy_id = p.academy_id and sd.valid_from <= ${monthStart}
            order by sd.valid_from desc limit 1) r
      where r.kind is not null and d.kind is null
        and exists (
          select 1 from guardians g
          join guardians g2 on g2.guardian_id = g.guardian_id and g2.student_id <> g.student_id
          join enrolments e2 on e2.student_id = g2.student_id
          join plans p2 on p2.id = e2.plan_id and p2.academy_id = p.academy_id
          where g.student_id = e.student_id and ${inForce('e2', 'p2', monthStart)}
            and (e2.start_date, e2.student_id) < (
              (select min(e3.start_date) from enrolments e3
                join plans p3 on p3.id = e3.plan_id and p3.academy_id = p.academy_id
                where e3.student_id = e.student_id and ${inForce('e3', 'p3', monthStart)}),
              e.student_id)
        )
    ) sib on true`;
