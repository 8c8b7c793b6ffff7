CREATE TABLE "charge_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_id" integer NOT NULL,
	"adjustment_id" integer NOT NULL,
	"academy_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"period" text NOT NULL,
	"local_date" date NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_credits_amount_positive" CHECK ("charge_credits"."amount" > 0),
	CONSTRAINT "charge_credits_period" CHECK ("charge_credits"."period" = to_char("charge_credits"."local_date", 'YYYY-MM'))
);
--> statement-breakpoint
ALTER TABLE "report_daily_academy" ADD COLUMN "late_fees" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_daily_academy" ADD COLUMN "adjustments" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_daily_academy" ADD COLUMN "credits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_daily_plan" ADD COLUMN "credits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_payment_lines" ADD COLUMN "late_fees" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_payment_lines" ADD COLUMN "adjustments" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_credits" ADD CONSTRAINT "charge_credits_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_credits" ADD CONSTRAINT "charge_credits_adjustment_id_charge_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."charge_adjustments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_credits" ADD CONSTRAINT "charge_credits_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_credits" ADD CONSTRAINT "charge_credits_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_credits_adjustment_unique" ON "charge_credits" USING btree ("adjustment_id");--> statement-breakpoint
CREATE INDEX "charge_credits_charge_idx" ON "charge_credits" USING btree ("charge_id");--> statement-breakpoint
-- Issue 13 (docs/money.md "Corrections" and "The net, explained"):
-- 1. The daily summaries hold what the reports split the revenue into (late fees and closed-month
--    adjustments) so the split reads the summary, not the payment rows: report_lines_of() returns
--    them per payment and plan (0023's function plus two sums) and the refresh carries them into
--    report_payment_lines and report_daily_academy, as it does the revenue.
-- 2. charge_credits (a correction to a lower amount of a closed month's paid charge, given back in
--    the open month) add to `credits` of report_daily_academy and report_daily_plan when written;
--    they are never changed or deleted, nor written in a closed month.
-- 3. An unpaid charge of a closed month may be annulled only in the transaction that records the
--    correction replacing it (a charge_adjustments row on it created at this transaction's now()).
drop function if exists report_lines_of(integer[]);
--> statement-breakpoint
create function report_lines_of(ids integer[])
returns table (payment_id integer, plan_id integer, academy_id integer, local_date date, is_card boolean, amount bigint,
  commission bigint, late_fees bigint, adjustments bigint)
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
    select pd.id as payment_id, pd.method, pd.local_date, ch.academy_id, ch.plan_id, ch.kind, pi.amount::bigint as amount,
      (pd.commission * pi.amount / pd.amount)
        + case when row_number() over (partition by pd.id order by pi.id) = 1
            then pd.commission - sum(pd.commission * pi.amount / pd.amount) over (partition by pd.id)
            else 0 end as commission
    from paid pd
    join payment_items pi on pi.payment_id = pd.id
    join charges ch on ch.id = pi.charge_id
  )
  select payment_id, plan_id, min(academy_id), local_date, bool_or(method in ('webpay', 'oneclick')), sum(amount)::bigint,
    sum(commission)::bigint, coalesce(sum(amount) filter (where kind = 'recargo'), 0)::bigint,
    coalesce(sum(amount) filter (where kind = 'ajuste'), 0)::bigint
  from all_lines
  group by payment_id, plan_id, local_date
$$;
--> statement-breakpoint
create or replace function report_refresh_payment_summaries(ids integer[]) returns void language plpgsql as $$
declare
  touched bigint;
begin
  if ids is null or cardinality(ids) = 0 then
    return;
  end if;
  with removed as (
    delete from report_payment_lines l using (select distinct unnest(ids) as id) w
    where l.payment_id = w.id
    returning l.payment_id, l.plan_id, l.academy_id, l.local_date, l.is_card, l.amount, l.commission, l.late_fees, l.adjustments
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
      insert into report_daily_academy as t (local_date, academy_id, revenue, commission, payments, card_revenue, card_payments,
        late_fees, adjustments)
      select local_date, academy_id, -sum(amount), -sum(commission), -count(distinct payment_id),
        -coalesce(sum(amount) filter (where is_card), 0), -count(distinct payment_id) filter (where is_card),
        -sum(late_fees), -sum(adjustments)
      from removed group by local_date, academy_id order by local_date, academy_id
      on conflict (local_date, academy_id) do update set revenue = t.revenue + excluded.revenue,
        commission = t.commission + excluded.commission, payments = t.payments + excluded.payments,
        card_revenue = t.card_revenue + excluded.card_revenue, card_payments = t.card_payments + excluded.card_payments,
        late_fees = t.late_fees + excluded.late_fees, adjustments = t.adjustments + excluded.adjustments
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
    insert into report_payment_lines (payment_id, plan_id, academy_id, local_date, is_card, amount, commission, late_fees, adjustments)
    select payment_id, plan_id, academy_id, local_date, is_card, amount, commission, late_fees, adjustments from report_lines_of(ids)
    returning payment_id, plan_id, academy_id, local_date, is_card, amount, commission, late_fees, adjustments
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
      insert into report_daily_academy as t (local_date, academy_id, revenue, commission, payments, card_revenue, card_payments,
        late_fees, adjustments)
      select local_date, academy_id, sum(amount), sum(commission), count(distinct payment_id),
        coalesce(sum(amount) filter (where is_card), 0), count(distinct payment_id) filter (where is_card),
        sum(late_fees), sum(adjustments)
      from added group by local_date, academy_id order by local_date, academy_id
      on conflict (local_date, academy_id) do update set revenue = t.revenue + excluded.revenue,
        commission = t.commission + excluded.commission, payments = t.payments + excluded.payments,
        card_revenue = t.card_revenue + excluded.card_revenue, card_payments = t.card_payments + excluded.card_payments,
        late_fees = t.late_fees + excluded.late_fees, adjustments = t.adjustments + excluded.adjustments
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
create or replace function charge_credits_guard() returns trigger language plpgsql as $$
begin
  if TG_OP <> 'INSERT' then
    raise exception 'Un crédito no se cambia ni se borra: registra otra corrección.'
      using errcode = '23514', constraint = 'charge_credits_immutable';
  end if;
  if month_is_closed(NEW.local_date) then
    raise exception 'El mes % está cerrado y no cambia: registra la corrección en el mes en curso.', NEW.period
      using errcode = '23514', constraint = 'month_closed';
  end if;
  return NEW;
end $$;
--> statement-breakpoint
create trigger charge_credits_guard before insert or update or delete on charge_credits
  for each row execute function charge_credits_guard();
--> statement-breakpoint
create or replace function charge_credits_summaries() returns trigger language plpgsql as $$
begin
  insert into report_daily_academy as t (local_date, academy_id, credits)
    select local_date, academy_id, sum(amount) from new_rows group by local_date, academy_id order by local_date, academy_id
    on conflict (local_date, academy_id) do update set credits = t.credits + excluded.credits;
  insert into report_daily_plan as t (local_date, plan_id, academy_id, credits)
    select local_date, plan_id, min(academy_id), sum(amount) from new_rows group by local_date, plan_id order by local_date, plan_id
    on conflict (local_date, plan_id) do update set credits = t.credits + excluded.credits;
  return null;
end $$;
--> statement-breakpoint
create trigger charge_credits_summaries after insert on charge_credits referencing new table as new_rows
  for each statement execute function charge_credits_summaries();
--> statement-breakpoint
create or replace function guard_closed_month() returns trigger language plpgsql as $$
declare
  closed text;
begin
  if TG_TABLE_NAME = 'expenses' then
    if TG_OP in ('UPDATE', 'DELETE') and month_is_closed(OLD.date) then
      closed := to_char(OLD.date, 'YYYY-MM');
    elsif TG_OP in ('INSERT', 'UPDATE') and month_is_closed(NEW.date) then
      closed := to_char(NEW.date, 'YYYY-MM');
    end if;
  elsif TG_TABLE_NAME = 'charges' then
    if TG_OP = 'DELETE' and month_is_closed(to_date(OLD.period || '-01', 'YYYY-MM-DD')) then
      closed := OLD.period;
    elsif TG_OP = 'INSERT' and month_is_closed(to_date(NEW.period || '-01', 'YYYY-MM-DD')) then
      closed := NEW.period;
    elsif TG_OP = 'UPDATE' and month_is_closed(to_date(OLD.period || '-01', 'YYYY-MM-DD'))
      and (NEW.amount <> OLD.amount or NEW.due_date <> OLD.due_date or NEW.period <> OLD.period
        or (NEW.state = 'anulado' and OLD.state <> 'anulado' and not exists (
          select 1 from charge_adjustments a
          where (a.charge_id = OLD.id or (OLD.kind = 'ajuste' and a.charge_id = OLD.parent_charge_id))
            and a.kind = 'correccion' and a.created_at = now()))) then
      closed := OLD.period;
    end if;
  elsif TG_TABLE_NAME = 'payments' then
    if TG_OP = 'UPDATE' and OLD.state = 'autorizada' and NEW.state <> 'autorizada'
      and month_is_closed((OLD.paid_at at time zone 'America/Santiago')::date) then
      closed := to_char(OLD.paid_at at time zone 'America/Santiago', 'YYYY-MM');
    end if;
  end if;
  if closed is not null then
    raise exception 'El mes % está cerrado y no cambia: registra la corrección en el mes en curso.', closed
      using errcode = '23514', constraint = 'month_closed';
  end if;
  if TG_OP = 'DELETE' then
    return OLD;
  end if;
  return NEW;
end
$$;
--> statement-breakpoint
-- Backfill the split of the payments already summarised.
update report_payment_lines l set late_fees = x.late_fees, adjustments = x.adjustments
from (
  select pi.payment_id, ch.plan_id,
    coalesce(sum(pi.amount) filter (where ch.kind = 'recargo'), 0) as late_fees,
    coalesce(sum(pi.amount) filter (where ch.kind = 'ajuste'), 0) as adjustments
  from payment_items pi join charges ch on ch.id = pi.charge_id
  where ch.kind <> 'cuota'
  group by pi.payment_id, ch.plan_id
) x
where l.payment_id = x.payment_id and l.plan_id = x.plan_id;
--> statement-breakpoint
update report_daily_academy d set late_fees = x.late_fees, adjustments = x.adjustments
from (
  select local_date, academy_id, sum(late_fees) as late_fees, sum(adjustments) as adjustments
  from report_payment_lines group by local_date, academy_id having sum(late_fees) <> 0 or sum(adjustments) <> 0
) x
where d.local_date = x.local_date and d.academy_id = x.academy_id;
