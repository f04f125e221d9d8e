-- The back office's doctors list over thousands of doctors (bench/admin-doctors-list.ts, issue 12), second part.
-- A doctor row is wide (two languages of every text): a count or a filter that reads the table reads ~1,700
-- pages for 8,000 doctors. These indexes let the list's count and its page come from small indexes instead.

-- The default order (rating, best first; id breaks ties) of live doctors: the page is the first rows of the
-- index, with no sort and no rows of the trash to skip.
create index if not exists doctors_live_rating_idx on doctors (rating desc, id) where deleted_at is null;
-- "Status = active / inactive" counted and paged without reading the table.
create index if not exists doctors_live_status_idx on doctors (status, rating desc, id) where deleted_at is null;
-- The trash: a few rows out of thousands, counted and ordered from their own index.
create index if not exists doctors_trash_rating_idx on doctors (rating desc, id) where deleted_at is not null;
