-- Promotions and their participants are written in the back office (docs/decisions/286): their records carry a
-- version, and a save naming an older one is refused (docs/decisions/192).
alter table promotions add column if not exists "version" integer not null default 1;
drop trigger if exists promotions_version on promotions;
create trigger promotions_version before update on promotions for each row execute function records_next_version();
alter table promotion_participants add column if not exists "version" integer not null default 1;
drop trigger if exists promotion_participants_version on promotion_participants;
create trigger promotion_participants_version before update on promotion_participants for each row execute function records_next_version();
