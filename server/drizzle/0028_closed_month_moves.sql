-- The last two ways a closed month's figures could still change (docs/money.md "Closed months read
-- what was closed") are refused here like the others of 0019/0027, whatever code path writes them:
-- a charge of a closed month, or one paid in a closed month, moved to another student, plan or
-- academy (the summaries follow the move); and an approved payment dated in a closed month by any
-- path (inserted approved, approved later, re-dated or changed in amount) or its lines changed. A
-- payment approved today for an old charge still belongs to the open month it is made in.
create or replace function guard_closed_month() returns trigger language plpgsql as $$
declare
  closed text;
  new_day date;
  old_day date;
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
        or NEW.student_id <> OLD.student_id or NEW.plan_id <> OLD.plan_id
        or NEW.academy_id is distinct from OLD.academy_id
        or (NEW.state = 'anulado' and OLD.state <> 'anulado' and not exists (
          select 1 from charge_adjustments a
          where (a.charge_id = OLD.id or (OLD.kind = 'ajuste' and a.charge_id = OLD.parent_charge_id))
            and a.kind = 'correccion' and a.created_at = now()))) then
      closed := OLD.period;
    elsif TG_OP = 'UPDATE' and (NEW.student_id <> OLD.student_id or NEW.plan_id <> OLD.plan_id
        or NEW.academy_id is distinct from OLD.academy_id) then
      select to_char(p.paid_at at time zone 'America/Santiago', 'YYYY-MM') into closed
      from payment_items pi join payments p on p.id = pi.payment_id
      where pi.charge_id = OLD.id and p.state = 'autorizada'
        and month_is_closed((p.paid_at at time zone 'America/Santiago')::date)
      limit 1;
    end if;
  elsif TG_TABLE_NAME = 'payments' then
    if TG_OP = 'UPDATE' and OLD.state = 'autorizada' then
      old_day := (OLD.paid_at at time zone 'America/Santiago')::date;
    end if;
    if NEW.state = 'autorizada' then
      new_day := (NEW.paid_at at time zone 'America/Santiago')::date;
    end if;
    if old_day is not null and month_is_closed(old_day)
      and (NEW.state <> 'autorizada' or NEW.paid_at is distinct from OLD.paid_at
        or NEW.amount <> OLD.amount) then
      closed := to_char(old_day, 'YYYY-MM');
    elsif new_day is not null and month_is_closed(new_day)
      and (TG_OP = 'INSERT' or OLD.state <> 'autorizada' or NEW.paid_at is distinct from OLD.paid_at) then
      closed := to_char(new_day, 'YYYY-MM');
    end if;
  elsif TG_TABLE_NAME = 'payment_items' then
    -- The lines of an approved payment of a closed month (which charges, how much) stay.
    select to_char(p.paid_at at time zone 'America/Santiago', 'YYYY-MM') into closed
    from payments p
    where p.id in (case when TG_OP <> 'INSERT' then OLD.payment_id end,
                   case when TG_OP <> 'DELETE' then NEW.payment_id end)
      and p.state = 'autorizada'
      and month_is_closed((p.paid_at at time zone 'America/Santiago')::date)
    limit 1;
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
drop trigger if exists payments_closed_month on payments;
--> statement-breakpoint
create trigger payments_closed_month before insert or update on payments
  for each row execute function guard_closed_month();
--> statement-breakpoint
drop trigger if exists payment_items_closed_month on payment_items;
--> statement-breakpoint
create trigger payment_items_closed_month before insert or update or delete on payment_items
  for each row execute function guard_closed_month();
