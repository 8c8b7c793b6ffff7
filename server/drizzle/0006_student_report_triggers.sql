-- Summaries of 0005 kept current by triggers and filled from the existing rows.
-- report_student_lines: what each approved payment paid per student and academy of its charges,
-- on its local date; refreshed with the other payment summaries whenever a payment, its items or
-- its charges' student or academy change. 0002's report_refresh_payments() keeps its job under a
-- new name and the new report_refresh_payments() calls it, so every trigger of 0002 also refreshes
-- these lines.
alter function report_refresh_payments(integer[]) rename to report_refresh_payment_summaries;
--> statement-breakpoint
create or replace function report_refresh_payments(ids integer[]) returns void language plpgsql as $$
begin
  if ids is null or cardinality(ids) = 0 then
    return;
  end if;
  perform report_refresh_payment_summaries(ids);
  delete from report_student_lines l using (select distinct unnest(ids) as id) w where l.payment_id = w.id;
  insert into report_student_lines (payment_id, student_id, academy_id, local_date, amount)
  select p.id, c.student_id, c.academy_id, (p.paid_at at time zone 'America/Santiago')::date, sum(pi.amount)
  from (select distinct unnest(ids) as id) w
  join payments p on p.id = w.id
  join payment_items pi on pi.payment_id = p.id
  join charges c on c.id = pi.charge_id
  where p.state = 'autorizada' and p.paid_at is not null
  group by p.id, c.student_id, c.academy_id
  order by p.id, c.student_id, c.academy_id;
end $$;
--> statement-breakpoint
-- A rate change only moves commissions, which report_student_lines does not hold.
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
      where state = 'autorizada' and method = 'webpay' and paid_at >= (since::timestamp at time zone 'America/Santiago')));
  end if;
  return null;
end $$;
--> statement-breakpoint
-- A charge given to another student moves what its payment paid to that student.
drop trigger if exists report_charges_student_moved on charges;
--> statement-breakpoint
create trigger report_charges_student_moved after update of student_id on charges for each row
  when (old.student_id is distinct from new.student_id)
  execute function report_charge_moved();
--> statement-breakpoint
-- 0004's academy_students_apply() plus active_academy_sets: for each student whose active
-- academies change, one student less in the old set and one more in the new one. Every CTE reads
-- academy_students as it was before this statement, so the old set is read and the new one is the
-- old one with the academies that crossed zero added or taken out.
create or replace function academy_students_apply(academy_ids integer[], student_ids integer[], actives integer[], currents integer[])
returns void language plpgsql as $$
declare
  touched bigint;
begin
  if academy_ids is null or cardinality(academy_ids) = 0 then
    return;
  end if;
  with d as (
    select academy_id, student_id, sum(active)::int as active, sum(current)::int as current
    from unnest(academy_ids, student_ids, actives, currents) as u(academy_id, student_id, active, current)
    group by academy_id, student_id
    having sum(active) <> 0 or sum(current) <> 0
  ),
  up as (
    insert into academy_students as t (academy_id, student_id, active, current)
    select academy_id, student_id, active, current from d order by academy_id, student_id
    on conflict (academy_id, student_id) do update set active = t.active + excluded.active, current = t.current + excluded.current
    returning t.academy_id, t.student_id, t.active, t.current
  ),
  crossed as (
    select up.academy_id, up.student_id,
      (up.active > 0)::int - (up.active - d.active > 0)::int as active_change,
      (up.current > 0)::int - (up.current - d.current > 0)::int as current_change
    from up join d on d.academy_id = up.academy_id and d.student_id = up.student_id
  ),
  per_academy as (
    insert into academy_student_totals as t (academy_id, active_students, current_students)
    select academy_id, sum(active_change), sum(current_change) from crossed
    group by academy_id having sum(active_change) <> 0 or sum(current_change) <> 0 order by academy_id
    on conflict (academy_id) do update set active_students = t.active_students + excluded.active_students,
      current_students = t.current_students + excluded.current_students
    returning 1
  ),
  student_delta as (
    select student_id, sum(active_change)::int as active, sum(current_change)::int as current from crossed
    group by student_id having sum(active_change) <> 0 or sum(current_change) <> 0
  ),
  per_student as (
    insert into student_academy_totals as t (student_id, active_academies, current_academies)
    select student_id, active, current from student_delta order by student_id
    on conflict (student_id) do update set active_academies = t.active_academies + excluded.active_academies,
      current_academies = t.current_academies + excluded.current_academies
    returning t.student_id, t.active_academies, t.current_academies
  ),
  overall as (
    insert into academy_student_totals as t (academy_id, active_students, current_students)
    select 0, sum((ps.active_academies > 0)::int - (ps.active_academies - sd.active > 0)::int),
      sum((ps.current_academies > 0)::int - (ps.current_academies - sd.current > 0)::int)
    from per_student ps join student_delta sd on sd.student_id = ps.student_id
    having count(*) > 0
    on conflict (academy_id) do update set active_students = t.active_students + excluded.active_students,
      current_students = t.current_students + excluded.current_students
    returning 1
  ),
  old_sets as (
    select m.student_id, array(
        select s.academy_id from academy_students s where s.student_id = m.student_id and s.active > 0 order by s.academy_id
      ) as ids
    from (select distinct student_id from crossed where active_change <> 0) m
  ),
  new_sets as (
    select o.student_id, array(
        select a from unnest(o.ids) as a
        where not exists (select 1 from crossed x where x.student_id = o.student_id and x.academy_id = a and x.active_change < 0)
        union
        select x.academy_id from crossed x where x.student_id = o.student_id and x.active_change > 0
        order by 1
      ) as ids
    from old_sets o
  ),
  per_set as (
    insert into active_academy_sets as t (academy_ids, students)
    select ids, sum(n)::int from (
      select ids, -1 as n from old_sets where cardinality(ids) > 0
      union all select ids, 1 from new_sets where cardinality(ids) > 0) s
    group by ids having sum(n) <> 0 order by ids
    on conflict on constraint active_academy_sets_pkey do update set students = t.students + excluded.students
    returning 1
  )
  select (select count(*) from per_academy) + (select count(*) from overall) + (select count(*) from per_set) into touched;
end $$;
--> statement-breakpoint
delete from active_academy_sets;
--> statement-breakpoint
insert into active_academy_sets (academy_ids, students)
select ids, count(*) from (
  select student_id, array_agg(academy_id order by academy_id) as ids from academy_students where active > 0 group by student_id
) s
group by ids;
--> statement-breakpoint
delete from report_student_lines;
--> statement-breakpoint
insert into report_student_lines (payment_id, student_id, academy_id, local_date, amount)
select p.id, c.student_id, c.academy_id, (p.paid_at at time zone 'America/Santiago')::date, sum(pi.amount)
from payments p
join payment_items pi on pi.payment_id = p.id
join charges c on c.id = pi.charge_id
where p.state = 'autorizada' and p.paid_at is not null
group by p.id, c.student_id, c.academy_id;
--> statement-breakpoint
analyze report_student_lines;
--> statement-breakpoint
analyze active_academy_sets;
