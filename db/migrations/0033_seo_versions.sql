-- SEO filtered pages, patterns and texts are written in the back office (docs/decisions/287): their records carry
-- a version, and a save naming an older one is refused (docs/decisions/192).
alter table seo_filtered_pages add column if not exists "version" integer not null default 1;
alter table seo_patterns add column if not exists "version" integer not null default 1;
alter table seo_texts add column if not exists "version" integer not null default 1;
drop trigger if exists seo_filtered_pages_version on seo_filtered_pages;
create trigger seo_filtered_pages_version before update on seo_filtered_pages for each row execute function records_next_version();
drop trigger if exists seo_patterns_version on seo_patterns;
create trigger seo_patterns_version before update on seo_patterns for each row execute function records_next_version();
drop trigger if exists seo_texts_version on seo_texts;
create trigger seo_texts_version before update on seo_texts for each row execute function records_next_version();
