-- The back office's lists over thousands of records (bench/admin-doctors-list.ts, issue 12).

-- Trigram indexes without a pending list. GIN collects new entries in an unsorted pending list that every
-- search reads in full until a vacuum merges it; PGlite has no autovacuum, so after an import or the seed the
-- list stayed (up to 4 MB), the planner priced the index above reading the whole table, and `search=` read
-- every doctor. Written straight into the index, a row costs a little more to insert and searches stay fast.
do $$
declare
  trigram record;
begin
  for trigram in
    select index_class.relname as name
    from pg_index i
    join pg_class index_class on index_class.oid = i.indexrelid
    join pg_am am on am.oid = index_class.relam and am.amname = 'gin'
    join pg_namespace n on n.oid = index_class.relnamespace and n.nspname = current_schema()
    where exists (select 1 from pg_opclass c where c.oid = any (i.indclass::oid[]) and c.opcname = 'gin_trgm_ops')
  loop
    execute format('alter index %I set (fastupdate = off)', trigram.name);
    perform gin_clean_pending_list(trigram.name::regclass);
  end loop;
end $$;

-- `sort=full_name:asc|desc` (id breaks ties) reads its page from these indexes instead of sorting every
-- live doctor. Live rows only, as every list but the trash asks for.
create index if not exists doctors_full_name_ua_idx on doctors (full_name_ua, id) where deleted_at is null;
create index if not exists doctors_full_name_ru_idx on doctors (full_name_ru, id) where deleted_at is null;
