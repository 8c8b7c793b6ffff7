-- Webpay Oneclick (autopay, modules/autopay) payments are card payments too: Transbank charges its
-- commission on them (one rate table, transbank_commissions: the model has no separate Oneclick
-- rate) and the Transbank report counts them. Same functions as 0002/0006 with the method list.
create or replace function report_lines_of(ids integer[])
returns table (payment_id integer, plan_id integer, academy_id integer, local_date date, is_card boolean, amount bigint, commission bigint)
language sql stable as $$
  with wanted as (select distinct unnest(ids) as id),
  tbk_rates as (
    select percent, fixed_amount, valid_from, lead(valid_from) over (order by valid_from) as valid_to
    from transbank_commissions
  ),
  paid_base as (
    select p.id, p.method, (p.paid_at at time zone 'America/Santiago')::date as local_date, sum(pi.amount)::bigint as amount
    from wanted w
    join payments p on p.id = w.id
    join payment_items pi on pi.payment_id = p.id
    where p.state = 'autorizada' and p.paid_at is not null
    group by p.id
  ),
  paid as (
    select b.*,
      case when b.method in ('webpay', 'oneclick')
        then (round(b.amount * coalesce(r.percent, 0) / 100) + coalesce(r.fixed_amount, 0))::bigint
        else 0::bigint end as commission
    from paid_base b
    left join tbk_rates r on b.local_date >= r.valid_from and (r.valid_to is null or b.local_date < r.valid_to)
  ),
  all_lines as (
    select pd.id as payment_id, pd.method, pd.local_date, ch.academy_id, ch.plan_id, pi.amount::bigint as amount,
      (pd.commission * pi.amount / pd.amount)
        + case when row_number() over (partition by pd.id order by pi.id) = 1
            then pd.commission - sum(pd.commission * pi.amount / pd.amount) over (partition by pd.id)
            else 0 end as commission
    from paid pd
    join payment_items pi on pi.payment_id = pd.id
    join charges ch on ch.id = pi.charge_id
  )
  select payment_id, plan_id, min(academy_id), local_date, bool_or(method in ('webpay', 'oneclick')), sum(amount)::bigint, sum(commission)::bigint
  from all_lines
  group by payment_id, plan_id, local_date
$$;
--> statement-breakpoint
create or replace function report_rates_changed() returns trigger language plpgsql as $$
declare
  since date;
begin
  if tg_op = 'INSERT' then
    select min(valid_from) into since from new_rows;
  elsif tg_op = 'UPDATE' then
    select min(v) into since from (select valid_from as v from new_rows union all select valid_from from old_rows) d;
  else
    select min(valid_from) into since from old_rows;
  end if;
  if since is not null then
    perform report_refresh_payment_summaries(array(
      select id from payments
      where state = 'autorizada' and method in ('webpay', 'oneclick') and paid_at >= (since::timestamp at time zone 'America/Santiago')));
  end if;
  return null;
end $$;
--> statement-breakpoint
-- Oneclick payments already recorded get their commission, except in closed months (docs/money.md:
-- a closed month stays as it was closed).
select report_refresh_payment_summaries(array(
  select id from payments
  where method = 'oneclick' and state = 'autorizada' and paid_at is not null
    and not month_is_closed((paid_at at time zone 'America/Santiago')::date)));
