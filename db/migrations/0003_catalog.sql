-- Catalogue search and sorting (docs/decisions/071-catalogue-search.md).

-- Folds Ukrainian and Russian spellings together so the two alphabets meet in trigram search: lower case
-- (Cyrillic capitals by hand, so it works under any collation, "C" included), і/ї/ы → и, є/э/ё → е,
-- ґ → г, apostrophes, ъ and ь dropped (the Ukrainian apostrophe is a Russian ъ or ь: «м'ясо» / «мясо»,
-- «Мар'яна» / «Марьяна»). features/catalog/search-text.ts does the same to the query; a test
-- keeps the two equal.
create or replace function catalog_fold(value text) returns text
  language sql immutable parallel safe
  return translate(lower(value),
    'АБВГҐДЕЄЁЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЫЭЮЯґєёіїыэЪъЬь''ʼ’`',
    'абвггдееежзииийклмнопрстуфхцчшщиеюягееииие');

-- A sort key that puts ґ, є, ё, і, ї where the Ukrainian and Russian alphabets have them (after г, е, и)
-- under any collation: PGlite and many servers sort by code point, which puts "Іван" before "Антон".
-- U+04FF sorts after every Cyrillic letter in use, so "гӿ" lands between "гя" and "д".
create or replace function catalog_sort_key(value text) returns text
  language sql immutable parallel safe
  return replace(replace(replace(replace(replace(
    translate(lower(value), 'АБВГҐДЕЄЁЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ''ʼ’`', 'абвгґдеєёжзиіїйклмнопрстуфхцчшщъыьэюя'),
    'ґ', 'гӿ'), 'є', 'еӿ'), 'ё', 'еӿ'), 'ї', 'иӿӿ'), 'і', 'иӿ');

-- The folded text search compares: both languages and the Latin slug in one string, so one trigram index
-- answers "кардиолог", "кардіолог", "kardioloh" and their typos. Stored, because folding (a multibyte
-- translate) costs more than the comparison itself and would run for every candidate row of every search.
-- These columns are not in the Drizzle schema: they are written by the database only and read by
-- features/catalog/search.ts only, and 0001 (generated) runs before catalog_fold exists.
alter table doctors add column if not exists search_text text generated always as (catalog_fold(
  last_name_ua || ' ' || first_name_ua || coalesce(' ' || middle_name_ua, '') || ' ' ||
  last_name_ru || ' ' || first_name_ru || coalesce(' ' || middle_name_ru, '') || ' ' || slug)) stored;
alter table medical_institutions add column if not exists search_text text generated always as (catalog_fold(
  name_ua || ' ' || name_ru || ' ' || slug)) stored;
alter table specializations add column if not exists search_text text generated always as (catalog_fold(
  name_ua || ' ' || name_ru || ' ' || doctor_name_ua || ' ' || doctor_name_ru || ' ' || slug)) stored;
alter table diseases add column if not exists search_text text generated always as (catalog_fold(
  name_ua || ' ' || name_ru || ' ' || slug)) stored;

create index if not exists doctors_search_trgm on doctors using gin (search_text gin_trgm_ops);
create index if not exists medical_institutions_search_trgm on medical_institutions using gin (search_text gin_trgm_ops);
create index if not exists specializations_search_trgm on specializations using gin (search_text gin_trgm_ops);
create index if not exists diseases_search_trgm on diseases using gin (search_text gin_trgm_ops);

-- The default order of the doctor listing (features/catalog/doctor-filters.ts `doctorOrder`): a hidden
-- rating counts as none. The first pages of a broad listing come straight from this index.
create index if not exists doctors_listing_rating_idx on doctors
  ((case when is_show_rating then rating end) desc nulls last, reviews_count desc, id)
  where deleted_at is null and status = 'active';
