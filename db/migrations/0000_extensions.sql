-- Extensions the schema relies on: exclusion constraints over ranges with equality (btree_gist),
-- typo-tolerant name search (pg_trgm) and accent-insensitive matching (unaccent).
create extension if not exists btree_gist;
create extension if not exists pg_trgm;
create extension if not exists unaccent;
