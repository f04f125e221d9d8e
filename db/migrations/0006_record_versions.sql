-- Record versions (docs/decisions/192): every table behind a resource the back office writes carries
-- `version`, and a save that names the version it read is refused with 409 when the row moved on. Every
-- update raises it, whoever makes it (the generic resource engine, moderation services, jobs): a trigger
-- sees every such update, so a writer that forgets cannot make a stale form's save look current.
-- Written with `if not exists` so it stays harmless once 0001_schema.sql is regenerated with the column.
create or replace function records_next_version() returns trigger
  language plpgsql
as $$
begin
  new.version := old.version + 1;
  return new;
end;
$$;

do $$
declare
  target text;
begin
  foreach target in array array[
    'doctor_features', 'languages', 'institution_features', 'institution_types', 'specializations', 'cities',
    'doctor_services', 'reviews', 'questions_answers', 'blog_comments', 'support_requests', 'emergency_requests'
  ] loop
    execute format('alter table %I add column if not exists "version" integer not null default 1', target);
    execute format('drop trigger if exists %I on %I', target || '_version', target);
    execute format('create trigger %I before update on %I for each row execute function records_next_version()', target || '_version', target);
  end loop;
end;
$$;
