-- Guards the generated schema cannot express (docs/decisions/010-data-model.md).

-- No double booking (ARCHITECTURE §5): two rows that occupy one doctor's time may not overlap.
-- Holds occupy the slot until a job flips them to 'expired'; a condition on now() cannot live in a
-- constraint, so the booking service also treats a hold past hold_expires_at as free by expiring it first.
-- Keep the status list equal to SLOT_OCCUPYING_STATUSES in db/schema/appointments.ts.
alter table appointments
  add constraint appointments_no_overlap
  exclude using gist (doctor_id with =, during with &&)
  where (status in ('hold', 'booked', 'approved'));

-- Work intervals of one weekly template day may not overlap (SPEC §5 timesheet). Times are mapped onto a
-- fixed date to compare them as ranges.
alter table timesheet_entries
  add constraint timesheet_entries_weekly_no_overlap
  exclude using gist (
    timesheet_id with =,
    weekday with =,
    tsrange(date '2000-01-03' + start_time, date '2000-01-03' + end_time, '[)') with &&
  )
  where (weekday is not null and kind = 'work');

-- Typo-tolerant search by name (pg_trgm): `ilike '%…%'` and similarity() use these.
create index doctors_full_name_ua_trgm on doctors using gin (full_name_ua gin_trgm_ops);
create index doctors_full_name_ru_trgm on doctors using gin (full_name_ru gin_trgm_ops);
create index medical_institutions_name_ua_trgm on medical_institutions using gin (name_ua gin_trgm_ops);
create index medical_institutions_name_ru_trgm on medical_institutions using gin (name_ru gin_trgm_ops);
create index specializations_name_ua_trgm on specializations using gin (name_ua gin_trgm_ops);
create index specializations_name_ru_trgm on specializations using gin (name_ru gin_trgm_ops);
create index diseases_name_ua_trgm on diseases using gin (name_ua gin_trgm_ops);
create index diseases_name_ru_trgm on diseases using gin (name_ru gin_trgm_ops);
create index blog_articles_name_ua_trgm on blog_articles using gin (name_ua gin_trgm_ops);
create index blog_articles_name_ru_trgm on blog_articles using gin (name_ru gin_trgm_ops);
create index promotions_name_ua_trgm on promotions using gin (name_ua gin_trgm_ops);
create index promotions_name_ru_trgm on promotions using gin (name_ru gin_trgm_ops);

-- SEO pages are looked up by the filter values they cover.
create index seo_filtered_pages_city_ids on seo_filtered_pages using gin (city_ids);
create index seo_filtered_pages_specialization_ids on seo_filtered_pages using gin (specialization_ids);
