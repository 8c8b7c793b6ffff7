-- A closed month (month_closings, "Cerrar mes") does not change: its expenses, its charges' amounts,
-- due dates and annulments, and the approved payments of its days are refused here, whatever code
-- path writes them. The error carries constraint 'month_closed' (a Spanish 409 in the API).
-- Paying an old charge later is allowed (the payment belongs to the open month it is made in).
create or replace function month_is_closed(d date) returns boolean language sql stable as $$
  select d is not null and exists (select 1 from month_closings where period = to_char(d, 'YYYY-MM'))
$$;
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
        or (NEW.state = 'anulado' and OLD.state <> 'anulado')) then
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
drop trigger if exists expenses_closed_month on expenses;
--> statement-breakpoint
create trigger expenses_closed_month before insert or update or delete on expenses
  for each row execute function guard_closed_month();
--> statement-breakpoint
drop trigger if exists charges_closed_month on charges;
--> statement-breakpoint
create trigger charges_closed_month before insert or update or delete on charges
  for each row execute function guard_closed_month();
--> statement-breakpoint
drop trigger if exists payments_closed_month on payments;
--> statement-breakpoint
create trigger payments_closed_month before update on payments
  for each row execute function guard_closed_month();
