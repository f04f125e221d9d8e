-- One review per patient per doctor and per clinic (docs/decisions/266). db/schema/feedback.ts describes the
-- same indexes; `if not exists` keeps this harmless once 0001_schema.sql is regenerated with them inside.

-- Reviews written before the rule: the newest of each patient and target stays hers; older ones stay as they
-- are for moderation and on the public pages, no longer linked to her account.
update "reviews" r set "patient_id" = null
where r."patient_id" is not null and r."deleted_at" is null
  and exists (
    select 1 from "reviews" n
    where n."patient_id" = r."patient_id" and n."deleted_at" is null and n."id" <> r."id"
      and coalesce(n."doctor_id", 0) = coalesce(r."doctor_id", 0)
      and (r."doctor_id" is not null or n."institution_id" = r."institution_id")
      and (n."received_at", n."id") > (r."received_at", r."id")
  );

create unique index if not exists "reviews_one_per_patient_doctor" on "reviews" using btree ("patient_id", "doctor_id")
  where "reviews"."patient_id" is not null and "reviews"."doctor_id" is not null and "reviews"."deleted_at" is null;
create unique index if not exists "reviews_one_per_patient_institution" on "reviews" using btree ("patient_id", "institution_id")
  where "reviews"."patient_id" is not null and "reviews"."doctor_id" is null and "reviews"."deleted_at" is null;
