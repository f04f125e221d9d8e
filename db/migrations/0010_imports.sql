-- Imports of institutions, doctors and doctor services (docs/decisions/205): the progress of each import lives
-- here so that every app instance can answer the browser's polling, whichever instance does the work.
create table if not exists imports (
  id integer primary key generated always as identity,
  user_id integer references users(id),
  kind text not null,
  target_id integer not null,
  file_name text,
  status text not null default 'reading',
  total integer not null default 0,
  done integer not null default 0,
  created jsonb not null default '{}'::jsonb,
  message_key text,
  errors jsonb not null default '[]'::jsonb,
  error_count integer not null default 0,
  cancel_requested boolean not null default false,
  heartbeat_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

create index if not exists imports_target_idx on imports (kind, target_id);
create index if not exists imports_created_idx on imports (created_at);
