import { formatPeriod } from '@academias/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import { discountValueLabel, siblingRuleSql } from './sibling-rule.ts';

/**
 * The charges a period would create, as a SELECT shared by "Generar cobros" (insert) and its
 * preview (count and sum), so the preview shows exactly what confirming creates.
 *
 * Rules (docs/money.md):
 * - an enrolment is charged from its first period on (chosen on enrolling; older enrolments: their
 *   start month);
 * - the first month of a monthly plan started after the 1st follows the rule recorded on the
 *   enrolment: `prorratear` charges the days left (start day included) of the month's days, whole
 *   CLP rounded half up per charge; `completo` the full price; `mes_siguiente` starts the next month
 *   (its first period already is the next one);
 * - a charge is never due before the enrolment's start: due = max(payment day, start date);
 * - the enrolment's discount in force in the period (enrolment_discounts) comes off that amount,
 *   or, when it has none, the academy's sibling rule (sibling-rule.ts); the charge keeps the
 *   plan's price (`list_price`), the discount and its note.
 */
export const plannedChargesSql = (period: string): SQL => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const label = formatPeriod(period);
  const monthStart = sql`make_date(${year}::int, ${month}::int, 1)`;
  const daysInMonth = sql`extract(day from (${monthStart} + interval '1 month' - interval '1 day'))::int`;
  // Prorated only in the start month, for monthly plans, when the enrolment started after the 1st.
  const prorated = sql`(e.first_charge_rule = 'prorratear' and not p.is_clase_especial
    and coalesce(pt.billing_months, 1) = 1
    and to_char(e.start_date, 'YYYY-MM') = ${period} and extract(day from e.start_date)::int > 1)`;
  // Multi-month plans count their months from the first period charged.
  const firstMonth = sql`to_date(coalesce(e.first_period, to_char(e.start_date, 'YYYY-MM')) || '-01', 'YYYY-MM-DD')`;
  const daysLeft = sql`(${daysInMonth} - extract(day from e.start_date)::int + 1)`;
  // Before the discount: the plan's price, or the prorated part of it.
  const base = sql`case when ${prorated} then ((p.price::bigint * ${daysLeft} * 2 + ${daysInMonth}) / (2 * ${daysInMonth}))::int
           else p.price end`;
  const planned = sql`select e.id as enrolment_id, e.student_id, p.id as plan_id, p.academy_id, ${period}::text as period,
      p.is_clase_especial as is_one_off,
      case when p.is_clase_especial then p.name else p.name || ' - ' || ${label} end as description,
      ${base} as base, p.price as plan_price,
      case when ${prorated} then 'Prorrateado: ' || ${daysLeft} || ' de ' || ${daysInMonth} || ' días' end as price_note,
      greatest(make_date(${year}::int, ${month}::int, e.payment_day), e.start_date) as due_date,
      coalesce(d.kind, sib.kind) as discount_kind, coalesce(d.value, sib.value) as discount_value,
      coalesce(d.note, sib.note) as discount_note
    from enrolments e
    join plans p on p.id = e.plan_id
    join plan_types pt on pt.id = p.plan_type_id
    -- The enrolment's discount in force in the period (at most one: ranges never overlap).
    left join lateral (
      select ed.kind, ed.value,
        case ed.category when 'beca' then 'Beca' when 'hermanos' then 'Hermanos' when 'convenio' then 'Convenio' else 'Otro' end
          || ' ' || ${discountValueLabel(sql`ed.kind`, sql`ed.value`)} || ': ' || ed.reason as note
      from enrolment_discounts ed
      where ed.enrolment_id = e.id and to_char(ed.valid_from, 'YYYY-MM') <= ${period}
        and (ed.valid_until is null or to_char(ed.valid_until, 'YYYY-MM') >= ${period})
      order by ed.valid_from desc, ed.id desc limit 1
    ) d on true
    ${siblingRuleSql(monthStart)}
    where e.status = 'activo'
      and p.archived_at is null
      and e.start_date < (${monthStart} + interval '1 month')
      and (e.end_date is null or e.end_date >= ${monthStart})
      and coalesce(e.first_period, to_char(e.start_date, 'YYYY-MM')) <= ${period}
      and (
        p.is_clase_especial
        or pt.billing_months is null
        or mod((${year}::int * 12 + ${month}::int) - (extract(year from ${firstMonth})::int * 12 + extract(month from ${firstMonth})::int), pt.billing_months) = 0
      )
      and (not p.is_clase_especial or not exists (select 1 from charges c where c.enrolment_id = e.id and c.kind = 'cuota'))
      and not exists (select 1 from charges c where c.enrolment_id = e.id and c.period = ${period} and c.kind = 'cuota')
      -- A closed month gets no new charges (the charge job also runs the previous period).
      and not exists (select 1 from month_closings mc where mc.period = ${period})`;
  return discounted(planned);
};

/**
 * The discount (whole CLP, half up, per charge; a fixed amount at most the base, docs/money.md)
 * and what is left to pay; a charge with nothing left (a full scholarship) is not created.
 */
const discounted = (planned: SQL): SQL => {
  const off = sql`case when x.discount_kind = 'porcentaje' then ((x.base::bigint * x.discount_value * 2 + 100) / 200)::int
    when x.discount_kind = 'monto' then least(x.discount_value, x.base) end`;
  return sql`select x.enrolment_id, x.student_id, x.plan_id, x.academy_id, x.period, x.is_one_off, x.description,
      x.base - coalesce(${off}, 0) as amount,
      case when x.price_note is not null or x.discount_kind is not null then x.plan_price end as list_price,
      x.price_note, ${off} as discount, x.discount_note, x.due_date
    from (${planned}) x
    where x.base - coalesce(${off}, 0) > 0`;
};
