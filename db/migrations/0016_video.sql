-- Video consultations (docs/decisions/214-217): the room of an online appointment, who joined when, the chat
-- with its files, the signaling messages crossing app instances, and the doctor's conclusion of a visit.
-- db/schema/video.ts describes the same. No media is ever stored.

create table if not exists "video_rooms" (
  "appointment_id" integer primary key references "appointments"("id") on delete cascade,
  "started_at" timestamp with time zone,
  "ended_at" timestamp with time zone,
  "created_at" timestamp with time zone default now() not null,
  "updated_at" timestamp with time zone default now() not null
);

-- One row per connection of a party; `seen_at` is raised while the connection lives, so a party whose app
-- instance died without saying goodbye stops counting as online (docs/decisions/216).
create table if not exists "video_joins" (
  "id" integer primary key generated always as identity,
  "appointment_id" integer not null references "appointments"("id") on delete cascade,
  "role" text not null,
  "media" jsonb,
  "joined_at" timestamp with time zone default now() not null,
  "seen_at" timestamp with time zone default now() not null,
  "left_at" timestamp with time zone,
  constraint "video_joins_role" check ("role" in ('patient', 'doctor'))
);
create index if not exists "video_joins_appointment_idx" on "video_joins" using btree ("appointment_id", "id");
create index if not exists "video_joins_open_idx" on "video_joins" using btree ("appointment_id") where "video_joins"."left_at" is null;

-- The chat: a text, or a file (with an optional caption) kept here like uploaded_files.
create table if not exists "video_messages" (
  "id" integer primary key generated always as identity,
  "appointment_id" integer not null references "appointments"("id") on delete cascade,
  "author" text not null,
  "text" text,
  "file_name" text,
  "file_type" text,
  "file_bytes" integer,
  "file_data" bytea,
  "sent_at" timestamp with time zone default now() not null,
  constraint "video_messages_author" check ("author" in ('patient', 'doctor')),
  constraint "video_messages_text_or_file" check ("text" is not null or "file_data" is not null)
);
create index if not exists "video_messages_appointment_idx" on "video_messages" using btree ("appointment_id", "id");

-- Signaling events on their way to the other app instances: NOTIFY rings the bell, the event waits here
-- (an SDP can be larger than a NOTIFY payload); rows older than a few minutes are deleted (docs/decisions/215).
create table if not exists "video_signals" (
  "id" bigint primary key generated always as identity,
  "origin" text not null,
  "event" jsonb not null,
  "created_at" timestamp with time zone default now() not null
);
create index if not exists "video_signals_created_idx" on "video_signals" using btree ("created_at");

-- The doctor's conclusion of a visit, keyed by appointment so in-clinic visits can use it for the medical card.
create table if not exists "visit_conclusions" (
  "appointment_id" integer primary key references "appointments"("id") on delete cascade,
  "doctor_id" integer not null references "doctors"("id"),
  "conclusion" text not null,
  "recommendations" text default '' not null,
  "written_at" timestamp with time zone default now() not null,
  "updated_at" timestamp with time zone default now() not null
);
