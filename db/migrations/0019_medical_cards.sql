-- The patient's medical card (docs/decisions/226–228): what she tells about her health, one row per patient
-- account, and her documents, kept here like the video chat's files. db/schema/medical-card.ts describes the same.
-- The conclusions of her visits stay in visit_conclusions; the card reads them from there.

create table if not exists "medical_cards" (
  "user_id" integer primary key references "users"("id") on delete cascade,
  "blood_type" text,
  "allergies" jsonb default '[]'::jsonb not null,
  "chronic_conditions" jsonb default '[]'::jsonb not null,
  "medications" jsonb default '[]'::jsonb not null,
  -- [{name, date}], the date as YYYY-MM-DD
  "vaccinations" jsonb default '[]'::jsonb not null,
  "created_at" timestamp with time zone default now() not null,
  "updated_at" timestamp with time zone default now() not null,
  constraint "medical_cards_blood_type" check ("blood_type" is null or "blood_type" in ('O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'))
);

create table if not exists "medical_documents" (
  "id" integer primary key generated always as identity,
  "user_id" integer not null references "users"("id") on delete cascade,
  "file_name" text not null,
  "file_type" text not null,
  "file_bytes" integer not null,
  "file_data" bytea not null,
  "uploaded_at" timestamp with time zone default now() not null,
  constraint "medical_documents_type" check ("file_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
create index if not exists "medical_documents_user_idx" on "medical_documents" using btree ("user_id", "id");
