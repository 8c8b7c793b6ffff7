-- The audit log is append-only: the database refuses to change or remove its rows.
create or replace function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log es de solo inserción';
end $$;
drop trigger if exists audit_log_no_change on audit_log;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();
