-- Summary tables of 0001 kept current by triggers, in the same transaction as every write, and
-- filled from the existing rows. report_lines_of() is the same computation as approvedLinesCte()
-- in src/modules/reports/report-sql.ts (amounts from the items; the Transbank commission at the
-- rate in force on the payment's local date, split over the lines with the remainder on the first
-- item); report-figures.test.ts checks both against an independent computation.
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
      case when b.method = 'webpay'
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
  select payment_id, plan_id, min(academy_id), local_date, bool_or(method = 'webpay'), sum(amount)::bigint, sum(commission)::bigint
  from all_lines
  group by payment_id, plan_id, local_date
$$;
--> statement-breakpoint
-- Takes out what these payments added to the summaries, then adds what they add now.
create or replace function report_refresh_payments(ids integer[]) returns void language plpgsql as $$
declare
  touched bigint;
begin
  if ids is null or cardinality(ids) = 0 then
    return;
  end if;
  with removed as (
    delete from report_payment_lines l using (select distinct unnest(ids) as id) w
    where l.payment_id = w.id
    returning l.payment_id, l.plan_id, l.academy_id, l.local_date, l.is_card, l.amount, l.commission
  ),
    plan_delta as (
      insert into report_daily_plan as t (local_date, plan_id, academy_id, revenue, commission, payments)
      select local_date, plan_id, min(academy_id), -sum(amount), -sum(commission), -count(*)
      from removed group by local_date, plan_id order by local_date, plan_id
      on conflict (local_date, plan_id) do update set revenue = t.revenue + excluded.revenue,
        commission = t.commission + excluded.commission, payments = t.payments + excluded.payments
      returning 1
    ),
    academy_delta as (
      insert into report_daily_academy as t (local_date, academy_id, revenue, commission, payments, card_revenue, card_payments)
      select local_date, academy_id, -sum(amount), -sum(commission), -count(distinct payment_id),
        -coalesce(sum(amount) filter (where is_card), 0), -count(distinct payment_id) filter (where is_card)
      from removed group by local_date, academy_id order by local_date, academy_id
      on conflict (local_date, academy_id) do update set revenue = t.revenue + excluded.revenue,
        commission = t.commission + excluded.commission, payments = t.payments + excluded.payments,
        card_revenue = t.card_revenue + excluded.card_revenue, card_payments = t.card_payments + excluded.card_payments
      returning 1
    ),
    day_delta as (
      insert into report_daily as t (local_date, revenue, payments, card_revenue, card_commission, card_payments)
      select local_date, -sum(amount), -count(distinct payment_id), -coalesce(sum(amount) filter (where is_card), 0),
        -coalesce(sum(commission) filter (where is_card), 0), -count(distinct payment_id) filter (where is_card)
      from removed group by local_date order by local_date
      on conflict (local_date) do update set revenue = t.revenue + excluded.revenue, payments = t.payments + excluded.payments,
        card_revenue = t.card_revenue + excluded.card_revenue, card_commission = t.card_commission + excluded.card_commission,
        card_payments = t.card_payments + excluded.card_payments
      returning 1
    )
    select (select count(*) from plan_delta) + (select count(*) from academy_delta) + (select count(*) from day_delta) into touched;
  with added as (
    insert into report_payment_lines (payment_id, plan_id, academy_id, local_date, is_card, amount, commission)
    select * from report_lines_of(ids)
    returning payment_id, plan_id, academy_id, local_date, is_card, amount, commission
  ),
    plan_delta as (
      insert into report_daily_plan as t (local_date, plan_id, academy_id, revenue, commission, payments)
      select local_date, plan_id, min(academy_id), sum(amount), sum(commission), count(*)
      from added group by local_date, plan_id order by local_date, plan_id
      on conflict (local_date, plan_id) do update set revenue = t.revenue + excluded.revenue,
        commission = t.commission + excluded.commission, payments = t.payments + excluded.payments
      returning 1
    ),
    academy_delta as (
      insert into report_daily_academy as t (local_date, academy_id, revenue, commission, payments, card_revenue, card_payments)
      select local_date, academy_id, sum(amount), sum(commission), count(distinct payment_id),
        coalesce(sum(amount) filter (where is_card), 0), count(distinct payment_id) filter (where is_card)
      from added group by local_date, academy_id order by local_date, academy_id
      on conflict (local_date, academy_id) do update set revenue = t.revenue + excluded.revenue,
        commission = t.commission + excluded.commission, payments = t.payments + excluded.payments,
        card_revenue = t.card_revenue + excluded.card_revenue, card_payments = t.card_payments + excluded.card_payments
      returning 1
    ),
    day_delta as (
      insert into report_daily as t (local_date, revenue, payments, card_revenue, card_commission, card_payments)
      select local_date, sum(amount), count(distinct payment_id), coalesce(sum(amount) filter (where is_card), 0),
        coalesce(sum(commission) filter (where is_card), 0), count(distinct payment_id) filter (where is_card)
      from added group by local_date order by local_date
      on conflict (local_date) do update set revenue = t.revenue + excluded.revenue, payments = t.payments + excluded.payments,
        card_revenue = t.card_revenue + excluded.card_revenue, card_commission = t.card_commission + excluded.card_commission,
        card_payments = t.card_payments + excluded.card_payments
      returning 1
    )
    select (select count(*) from plan_delta) + (select count(*) from academy_delta) + (select count(*) from day_delta) into touched;
end $$;
--> statement-breakpoint
create or replace function report_payments_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform report_refresh_payments(array(select id from new_rows where state = 'autorizada'));
  elsif tg_op = 'UPDATE' then
    perform report_refresh_payments(array(
      select n.id from new_rows n join old_rows o on o.id = n.id
      where (n.state = 'autorizada' or o.state = 'autorizada')
        and (n.state, n.paid_at, n.method) is distinct from (o.state, o.paid_at, o.method)));
  else
    perform report_refresh_payments(array(select id from old_rows where state = 'autorizada'));
  end if;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists report_payments_insert on payments;
--> statement-breakpoint
create trigger report_payments_insert after insert on payments referencing new table as new_rows
  for each statement execute function report_payments_changed();
--> statement-breakpoint
drop trigger if exists report_payments_update on payments;
--> statement-breakpoint
create trigger report_payments_update after update on payments referencing old table as old_rows new table as new_rows
  for each statement execute function report_payments_changed();
--> statement-breakpoint
drop trigger if exists report_payments_delete on payments;
--> statement-breakpoint
create trigger report_payments_delete after delete on payments referencing old table as old_rows
  for each statement execute function report_payments_changed();
--> statement-breakpoint
create or replace function report_payment_items_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform report_refresh_payments(array(select payment_id from new_rows));
  elsif tg_op = 'UPDATE' then
    perform report_refresh_payments(array(
      select n.payment_id from new_rows n join old_rows o on o.id = n.id
      where (n.payment_id, n.charge_id, n.amount) is distinct from (o.payment_id, o.charge_id, o.amount)
      union select o.payment_id from new_rows n join old_rows o on o.id = n.id
      where (n.payment_id, n.charge_id, n.amount) is distinct from (o.payment_id, o.charge_id, o.amount)));
  else
    perform report_refresh_payments(array(select payment_id from old_rows));
  end if;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists report_payment_items_insert on payment_items;
--> statement-breakpoint
create trigger report_payment_items_insert after insert on payment_items referencing new table as new_rows
  for each statement execute function report_payment_items_changed();
--> statement-breakpoint
drop trigger if exists report_payment_items_update on payment_items;
--> statement-breakpoint
create trigger report_payment_items_update after update on payment_items referencing old table as old_rows new table as new_rows
  for each statement execute function report_payment_items_changed();
--> statement-breakpoint
drop trigger if exists report_payment_items_delete on payment_items;
--> statement-breakpoint
create trigger report_payment_items_delete after delete on payment_items referencing old table as old_rows
  for each statement execute function report_payment_items_changed();
--> statement-breakpoint
-- A charge moved to another plan or academy moves its paid amount in the reports.
create or replace function report_charge_moved() returns trigger language plpgsql as $$
begin
  perform report_refresh_payments(array(select payment_id from payment_items where charge_id = new.id));
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists report_charges_moved on charges;
--> statement-breakpoint
create trigger report_charges_moved after update of plan_id, academy_id on charges for each row
  when (old.plan_id is distinct from new.plan_id or old.academy_id is distinct from new.academy_id)
  execute function report_charge_moved();
--> statement-breakpoint
-- A rate added, changed or removed from a date on changes the commission of card payments from then on.
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
    perform report_refresh_payments(array(
      select id from payments
      where state = 'autorizada' and method = 'webpay' and paid_at >= (since::timestamp at time zone 'America/Santiago')));
  end if;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists report_rates_insert on transbank_commissions;
--> statement-breakpoint
create trigger report_rates_insert after insert on transbank_commissions referencing new table as new_rows
  for each statement execute function report_rates_changed();
--> statement-breakpoint
drop trigger if exists report_rates_update on transbank_commissions;
--> statement-breakpoint
create trigger report_rates_update after update on transbank_commissions referencing old table as old_rows new table as new_rows
  for each statement execute function report_rates_changed();
--> statement-breakpoint
drop trigger if exists report_rates_delete on transbank_commissions;
--> statement-breakpoint
create trigger report_rates_delete after delete on transbank_commissions referencing old table as old_rows
  for each statement execute function report_rates_changed();
--> statement-breakpoint
create or replace function charge_totals_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into charge_totals as t (academy_id, state, due_date, charges, amount)
      select academy_id, state, due_date, sum(n), sum(a) from (
        select academy_id, state, due_date, 1::int as n, 1::bigint * amount as a from new_rows) d
      group by academy_id, state, due_date having sum(n) <> 0 or sum(a) <> 0 order by academy_id, state, due_date
      on conflict (academy_id, state, due_date) do update set charges = t.charges + excluded.charges, amount = t.amount + excluded.amount;
  elsif tg_op = 'UPDATE' then
    insert into charge_totals as t (academy_id, state, due_date, charges, amount)
      select academy_id, state, due_date, sum(n), sum(a) from (
        select academy_id, state, due_date, 1::int as n, 1::bigint * amount as a from new_rows
        union all select academy_id, state, due_date, -1::int as n, -1::bigint * amount as a from old_rows) d
      group by academy_id, state, due_date having sum(n) <> 0 or sum(a) <> 0 order by academy_id, state, due_date
      on conflict (academy_id, state, due_date) do update set charges = t.charges + excluded.charges, amount = t.amount + excluded.amount;
  else
    insert into charge_totals as t (academy_id, state, due_date, charges, amount)
      select academy_id, state, due_date, sum(n), sum(a) from (
        select academy_id, state, due_date, -1::int as n, -1::bigint * amount as a from old_rows) d
      group by academy_id, state, due_date having sum(n) <> 0 or sum(a) <> 0 order by academy_id, state, due_date
      on conflict (academy_id, state, due_date) do update set charges = t.charges + excluded.charges, amount = t.amount + excluded.amount;
  end if;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists charge_totals_insert on charges;
--> statement-breakpoint
create trigger charge_totals_insert after insert on charges referencing new table as new_rows
  for each statement execute function charge_totals_changed();
--> statement-breakpoint
drop trigger if exists charge_totals_update on charges;
--> statement-breakpoint
create trigger charge_totals_update after update on charges referencing old table as old_rows new table as new_rows
  for each statement execute function charge_totals_changed();
--> statement-breakpoint
drop trigger if exists charge_totals_delete on charges;
--> statement-breakpoint
create trigger charge_totals_delete after delete on charges referencing old table as old_rows
  for each statement execute function charge_totals_changed();
--> statement-breakpoint
create or replace function user_totals_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into user_totals as t (type, archived, users)
      select type, archived, sum(n) from (select type, archived_at is not null as archived, 1::int as n from new_rows) d
      group by type, archived having sum(n) <> 0 order by type, archived
      on conflict (type, archived) do update set users = t.users + excluded.users;
  elsif tg_op = 'UPDATE' then
    insert into user_totals as t (type, archived, users)
      select type, archived, sum(n) from (select type, archived_at is not null as archived, 1::int as n from new_rows
        union all select type, archived_at is not null as archived, -1::int as n from old_rows) d
      group by type, archived having sum(n) <> 0 order by type, archived
      on conflict (type, archived) do update set users = t.users + excluded.users;
  else
    insert into user_totals as t (type, archived, users)
      select type, archived, sum(n) from (select type, archived_at is not null as archived, -1::int as n from old_rows) d
      group by type, archived having sum(n) <> 0 order by type, archived
      on conflict (type, archived) do update set users = t.users + excluded.users;
  end if;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists user_totals_insert on users;
--> statement-breakpoint
create trigger user_totals_insert after insert on users referencing new table as new_rows
  for each statement execute function user_totals_changed();
--> statement-breakpoint
drop trigger if exists user_totals_update on users;
--> statement-breakpoint
create trigger user_totals_update after update on users referencing old table as old_rows new table as new_rows
  for each statement execute function user_totals_changed();
--> statement-breakpoint
drop trigger if exists user_totals_delete on users;
--> statement-breakpoint
create trigger user_totals_delete after delete on users referencing old table as old_rows
  for each statement execute function user_totals_changed();
--> statement-breakpoint
-- Backfill from the rows already there (a database at migration 0001 or earlier).
delete from charge_totals;
--> statement-breakpoint
insert into charge_totals (academy_id, state, due_date, charges, amount)
select academy_id, state, due_date, count(*), sum(amount) from charges group by academy_id, state, due_date;
--> statement-breakpoint
delete from user_totals;
--> statement-breakpoint
insert into user_totals (type, archived, users)
select type, archived_at is not null, count(*) from users group by type, archived_at is not null;
--> statement-breakpoint
delete from report_payment_lines;
--> statement-breakpoint
delete from report_daily_plan;
--> statement-breakpoint
delete from report_daily_academy;
--> statement-breakpoint
delete from report_daily;
--> statement-breakpoint
select report_refresh_payments(array(select id from payments where state = 'autorizada'));
--> statement-breakpoint
analyze report_payment_lines;
--> statement-breakpoint
analyze charge_totals;
