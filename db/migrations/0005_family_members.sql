-- "For whom" (docs/decisions/183): a patient's family members, and on each visit whom it is for and who the
-- contact is. db/schema/family.ts and db/schema/appointments.ts describe the same; written with
-- `if not exists` so that it stays harmless once 0001_schema.sql is regenerated with them inside.
create table if not exists "family_members" (
  "id" integer primary key generated always as identity,
  "user_id" integer not null references "users"("id") on delete cascade,
  "last_name" text not null,
  "first_name" text not null,
  "middle_name" text,
  "birthday" date not null,
  "relation" text not null,
  "gender" text,
  "created_at" timestamp with time zone default now() not null,
  "updated_at" timestamp with time zone default now() not null,
  constraint "family_members_relation" check ("relation" in ('son', 'daughter', 'mother', 'father', 'spouse', 'other'))
);
create index if not exists "family_members_user_idx" on "family_members" using btree ("user_id", "id");

alter table "appointments" add column if not exists "patient_relation" text;
alter table "appointments" add column if not exists "family_member_id" integer references "family_members"("id") on delete set null;
alter table "appointments" add column if not exists "contact_name" text;
create index if not exists "appointments_family_member_idx" on "appointments" using btree ("family_member_id") where "appointments"."family_member_id" is not null;
