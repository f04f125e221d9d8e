-- Family members' medical cards (docs/decisions/276): the health facts of each family member a patient keeps,
-- one row per member, and her documents marked with the member they belong to (null: her own).
-- db/schema/medical-card.ts describes the same; written with `if not exists` so that it stays harmless once
-- 0001_schema.sql is regenerated with them inside.

create table if not exists "family_medical_cards" (
  "family_member_id" integer primary key references "family_members"("id") on delete cascade,
  "blood_type" text,
  "allergies" jsonb default '[]'::jsonb not null,
  "chronic_conditions" jsonb default '[]'::jsonb not null,
  "medications" jsonb default '[]'::jsonb not null,
  "vaccinations" jsonb default '[]'::jsonb not null,
  "created_at" timestamp with time zone default now() not null,
  "updated_at" timestamp with time zone default now() not null,
  constraint "family_medical_cards_blood_type" check ("blood_type" is null or "blood_type" in ('O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'))
);

alter table "medical_documents" add column if not exists "family_member_id" integer references "family_members"("id") on delete cascade;
create index if not exists "medical_documents_member_idx" on "medical_documents" using btree ("family_member_id", "id") where "family_member_id" is not null;
