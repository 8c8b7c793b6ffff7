-- charge_state_totals (0007) kept current by statement-level triggers on charges, like
-- charge_totals (0002), and filled from the rows already there.
create or replace function charge_state_totals_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into charge_state_totals as t (academy_id, state, charges, amount)
      select academy_id, state, sum(n), sum(a) from (
        select academy_id, state, 1::int as n, 1::bigint * amount as a from new_rows) d
      group by academy_id, state having sum(n) <> 0 or sum(a) <> 0 order by academy_id, state
      on conflict (academy_id, state) do update set charges = t.charges + excluded.charges, amount = t.amount + excluded.amount;
  elsif tg_op = 'UPDATE' then
    insert into charge_state_totals as t (academy_id, state, charges, amount)
      select academy_id, state, sum(n), sum(a) from (
        select academy_id, state, 1::int as n, 1::bigint * amount as a from new_rows
        union all select academy_id, state, -1::int as n, -1::bigint * amount as a from old_rows) d
      group by academy_id, state having sum(n) <> 0 or sum(a) <> 0 order by academy_id, state
      on conflict (academy_id, state) do update set charges = t.charges + excluded.charges, amount = t.amount + excluded.amount;
  else
    insert into charge_state_totals as t (academy_id, state, charges, amount)
      select academy_id, state, sum(n), sum(a) from (
        select academy_id, state, -1::int as n, -1::bigint * amount as a from old_rows) d
      group by academy_id, state having sum(n) <> 0 or sum(a) <> 0 order by academy_id, state
      on conflict (academy_id, state) do update set charges = t.charges + excluded.charges, amount = t.amount + excluded.amount;
  end if;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists charge_state_totals_insert on charges;
--> statement-breakpoint
create trigger charge_state_totals_insert after insert on charges referencing new table as new_rows
  for each statement execute function charge_state_totals_changed();
--> statement-breakpoint
drop trigger if exists charge_state_totals_update on charges;
--> statement-breakpoint
create trigger charge_state_totals_update after update on charges referencing old table as old_rows new table as new_rows
  for each statement execute function charge_state_totals_changed();
--> statement-breakpoint
drop trigger if exists charge_state_totals_delete on charges;
--> statement-breakpoint
create trigger charge_state_totals_delete after delete on charges referencing old table as old_rows
  for each statement execute function charge_state_totals_changed();
--> statement-breakpoint
delete from charge_state_totals;
--> statement-breakpoint
insert into charge_state_totals (academy_id, state, charges, amount)
select academy_id, state, sum(charges), sum(amount) from charge_totals group by academy_id, state;
--> statement-breakpoint
analyze charge_state_totals;
