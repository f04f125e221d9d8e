-- The directory of diseases is written in the back office (docs/decisions/284): its records carry a version,
-- and a save naming an older one is refused (docs/decisions/192).
alter table diseases add column if not exists "version" integer not null default 1;
drop trigger if exists diseases_version on diseases;
create trigger diseases_version before update on diseases for each row execute function records_next_version();
