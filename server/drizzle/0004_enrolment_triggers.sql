-- Enrolment summaries of 0003 kept current by triggers and filled from the existing rows.
-- academy_students_apply() adds signed changes per (academy, student) and moves the distinct
-- counts (per academy, and across academies in row 0) when a student's count crosses zero.
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
  )
  select (select count(*) from per_academy) + (select count(*) from overall) into touched;
end $$;
--> statement-breakpoint
create or replace function enrolment_summaries_changed() returns trigger language plpgsql as $$
declare
  a integer[];
  s integer[];
  act integer[];
  cur integer[];
begin
  if tg_op = 'INSERT' then
    insert into plan_enrolment_totals as t (plan_id, status, enrolments)
    select plan_id, status, sum(sign) from (select plan_id, student_id, status, 1 as sign from new_rows) e
    group by plan_id, status having sum(sign) <> 0 order by plan_id, status
    on conflict (plan_id, status) do update set enrolments = t.enrolments + excluded.enrolments;
    select array_agg(p.academy_id), array_agg(e.student_id), array_agg(e.sign * (e.status = 'activo')::int),
      array_agg(e.sign * (e.status <> 'finalizado')::int)
    into a, s, act, cur
    from (select plan_id, student_id, status, 1 as sign from new_rows) e join plans p on p.id = e.plan_id;
  elsif tg_op = 'UPDATE' then
    insert into plan_enrolment_totals as t (plan_id, status, enrolments)
    select plan_id, status, sum(sign) from (select plan_id, student_id, status, 1 as sign from new_rows
        union all select plan_id, student_id, status, -1 as sign from old_rows) e
    group by plan_id, status having sum(sign) <> 0 order by plan_id, status
    on conflict (plan_id, status) do update set enrolments = t.enrolments + excluded.enrolments;
    select array_agg(p.academy_id), array_agg(e.student_id), array_agg(e.sign * (e.status = 'activo')::int),
      array_agg(e.sign * (e.status <> 'finalizado')::int)
    into a, s, act, cur
    from (select plan_id, student_id, status, 1 as sign from new_rows
        union all select plan_id, student_id, status, -1 as sign from old_rows) e join plans p on p.id = e.plan_id;
  else
    insert into plan_enrolment_totals as t (plan_id, status, enrolments)
    select plan_id, status, sum(sign) from (select plan_id, student_id, status, -1 as sign from old_rows) e
    group by plan_id, status having sum(sign) <> 0 order by plan_id, status
    on conflict (plan_id, status) do update set enrolments = t.enrolments + excluded.enrolments;
    select array_agg(p.academy_id), array_agg(e.student_id), array_agg(e.sign * (e.status = 'activo')::int),
      array_agg(e.sign * (e.status <> 'finalizado')::int)
    into a, s, act, cur
    from (select plan_id, student_id, status, -1 as sign from old_rows) e join plans p on p.id = e.plan_id;
  end if;
  perform academy_students_apply(a, s, act, cur);
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists enrolment_summaries_insert on enrolments;
--> statement-breakpoint
create trigger enrolment_summaries_insert after insert on enrolments referencing new table as new_rows
  for each statement execute function enrolment_summaries_changed();
--> statement-breakpoint
drop trigger if exists enrolment_summaries_update on enrolments;
--> statement-breakpoint
create trigger enrolment_summaries_update after update on enrolments referencing old table as old_rows new table as new_rows
  for each statement execute function enrolment_summaries_changed();
--> statement-breakpoint
drop trigger if exists enrolment_summaries_delete on enrolments;
--> statement-breakpoint
create trigger enrolment_summaries_delete after delete on enrolments referencing old table as old_rows
  for each statement execute function enrolment_summaries_changed();
--> statement-breakpoint
-- A plan moved to another academy moves its students' enrolments with it.
create or replace function enrolment_plan_moved() returns trigger language plpgsql as $$
declare
  a integer[];
  s integer[];
  act integer[];
  cur integer[];
begin
  select array_agg(x.academy_id), array_agg(e.student_id), array_agg(x.sign * (e.status = 'activo')::int),
    array_agg(x.sign * (e.status <> 'finalizado')::int)
  into a, s, act, cur
  from enrolments e cross join (values (old.academy_id, -1), (new.academy_id, 1)) as x(academy_id, sign)
  where e.plan_id = new.id;
  perform academy_students_apply(a, s, act, cur);
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists enrolment_plan_moved on plans;
--> statement-breakpoint
create trigger enrolment_plan_moved after update of academy_id on plans for each row
  when (old.academy_id is distinct from new.academy_id) execute function enrolment_plan_moved();
--> statement-breakpoint
delete from plan_enrolment_totals;
--> statement-breakpoint
insert into plan_enrolment_totals (plan_id, status, enrolments) select plan_id, status, count(*) from enrolments group by plan_id, status;
--> statement-breakpoint
delete from academy_students;
--> statement-breakpoint
delete from student_academy_totals;
--> statement-breakpoint
delete from academy_student_totals;
--> statement-breakpoint
select academy_students_apply(array_agg(p.academy_id), array_agg(e.student_id), array_agg((e.status = 'activo')::int),
  array_agg((e.status <> 'finalizado')::int))
from enrolments e join plans p on p.id = e.plan_id;
--> statement-breakpoint
analyze academy_students;
