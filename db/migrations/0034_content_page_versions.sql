-- Content pages and their blocks are written in the back office (docs/decisions/288): their records carry a
-- version, and a save (or a reorder of a page's blocks) naming an older one is refused (docs/decisions/192).
alter table content_pages add column if not exists "version" integer not null default 1;
drop trigger if exists content_pages_version on content_pages;
create trigger content_pages_version before update on content_pages for each row execute function records_next_version();
alter table content_blocks add column if not exists "version" integer not null default 1;
drop trigger if exists content_blocks_version on content_blocks;
create trigger content_blocks_version before update on content_blocks for each row execute function records_next_version();
