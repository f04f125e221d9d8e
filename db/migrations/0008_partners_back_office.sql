-- Partners in the back office (docs/decisions/200, 201): legal entities and representatives become writable,
-- so they carry a version raised by the database on every update (docs/decisions/192).
do $$
declare
  target text;
begin
  foreach target in array array['legal_entities', 'representatives'] loop
    execute format('alter table %I add column if not exists "version" integer not null default 1', target);
    execute format('drop trigger if exists %I on %I', target || '_version', target);
    execute format('create trigger %I before update on %I for each row execute function records_next_version()', target || '_version', target);
  end loop;
end;
$$;
