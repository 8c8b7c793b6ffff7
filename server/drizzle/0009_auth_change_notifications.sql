-- Each server process keeps the callers it has already resolved (user, role, academies, wards,
-- live session) for a few seconds. Any change that could alter one of them announces the user's
-- id on the channel `auth_changed`, after commit, to every process listening (LISTEN/NOTIFY), which
-- forgets that user at once: logging out, disabling or archiving a user, changing a teacher's
-- academies or a guardian's wards take effect on the next request, whichever process serves it.
create or replace function notify_auth_change() returns trigger language plpgsql as $$
declare
  col text := tg_argv[0];
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform pg_notify('auth_changed', to_jsonb(old) ->> col);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform pg_notify('auth_changed', to_jsonb(new) ->> col);
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger users_auth_change after update of type, first_name, last_name, disabled_at, archived_at or delete on users
  for each row execute function notify_auth_change('id');
--> statement-breakpoint
create trigger refresh_tokens_auth_change after update of user_id, session_id, revoked_at, expires_at or delete on refresh_tokens
  for each row execute function notify_auth_change('user_id');
--> statement-breakpoint
create trigger academy_teachers_auth_change after insert or update or delete on academy_teachers
  for each row execute function notify_auth_change('teacher_id');
--> statement-breakpoint
create trigger guardians_auth_change after insert or update or delete on guardians
  for each row execute function notify_auth_change('guardian_id');
