-- The action log stands as evidence (issue 12): rows are appended, never changed or removed, whoever asks,
-- the application's own role included. Triggers refuse UPDATE, DELETE and TRUNCATE; only a superuser who
-- drops the triggers could get past them, and that is itself a schema change, not something the app does.
create or replace function action_log_append_only() returns trigger
  language plpgsql
as $$
begin
  raise exception 'action_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end;
$$;

drop trigger if exists action_log_no_change on action_log;
create trigger action_log_no_change before update or delete on action_log
  for each row execute function action_log_append_only();
drop trigger if exists action_log_no_truncate on action_log;
create trigger action_log_no_truncate before truncate on action_log
  for each statement execute function action_log_append_only();

-- The line keeps the id of whoever acted even if that account row were ever removed: no foreign key whose
-- "on delete set null" would have to rewrite evidence (and the trigger above would refuse it anyway).
alter table action_log drop constraint if exists action_log_user_id_users_id_fk;

create index if not exists action_log_user_idx on action_log (user_id, created_at);

-- Doctors and medical institutions become writable in the back office: they carry a version (docs/decisions/192).
do $$
declare
  target text;
begin
  foreach target in array array['doctors', 'medical_institutions'] loop
    execute format('alter table %I add column if not exists "version" integer not null default 1', target);
    execute format('drop trigger if exists %I on %I', target || '_version', target);
    execute format('create trigger %I before update on %I for each row execute function records_next_version()', target || '_version', target);
  end loop;
end;
$$;
