-- Staff-managed redirects (docs/decisions/245): an old site path answers 301 or 302 with a new address.
-- `source_path` is stored normalised (lower case, no trailing slash, no query); one live redirect per path.
create table if not exists redirects (
  id integer primary key generated always as identity,
  source_path text not null,
  target text not null,
  http_status text not null default '301' check (http_status in ('301', '302')),
  is_active boolean not null default true,
  "version" integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index if not exists redirects_source_path_live_idx on redirects (source_path) where deleted_at is null;

-- Every update raises the version, as for the other writable resources (0006).
drop trigger if exists redirects_version on redirects;
create trigger redirects_version before update on redirects for each row execute function records_next_version();
