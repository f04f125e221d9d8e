-- Uploaded images (docs/decisions/196): in the database, so several app instances serve them alike.
create table if not exists uploaded_files (
  id integer primary key generated always as identity,
  name text not null unique,
  content_type text not null,
  bytes integer not null,
  width integer not null,
  height integer not null,
  data bytea not null,
  uploaded_by integer,
  created_at timestamptz not null default now()
);
create index if not exists uploaded_files_created_idx on uploaded_files (created_at);
