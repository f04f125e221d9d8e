-- Employees and roles become writable in the back office (docs/decisions/202): both carry a version.
--
-- `users` holds every kind of account, and some of its updates are bookkeeping that no form shows: the time
-- of the last sign-in, a password hash made stronger at sign-in, a password set or changed by its owner.
-- Raising the version for those would make an open employee form stale each time its person signs in, so
-- the trigger of `users` raises it only when something else changed. An update that sets `version` itself
-- (`version = version + 1`, what the access editor does when it changes roles or permissions held in other
-- tables) always raises it by one; nobody can write a version of their choice.
create or replace function users_next_version() returns trigger
  language plpgsql
as $$
declare
  bookkeeping constant text[] := array['version', 'updated_at', 'last_login_at', 'password_hash', 'password_created_at'];
begin
  if new.version is not distinct from old.version and (to_jsonb(new) - bookkeeping) = (to_jsonb(old) - bookkeeping) then
    new.version := old.version;
  else
    new.version := old.version + 1;
  end if;
  return new;
end;
$$;

alter table users add column if not exists "version" integer not null default 1;
drop trigger if exists users_version on users;
create trigger users_version before update on users for each row execute function users_next_version();

-- Roles: every update raises the version, as for the other writable resources (0006).
alter table roles add column if not exists "version" integer not null default 1;
drop trigger if exists roles_version on roles;
create trigger roles_version before update on roles for each row execute function records_next_version();

-- Links that let a new employee set their first password (docs/decisions/203). Only the SHA-256 of the token
-- is kept; a newer link of the same person supersedes the older ones (`used_at` is set on them).
create table if not exists password_links (
  id integer primary key generated always as identity,
  user_id integer not null references users(id) on delete cascade,
  token_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index if not exists password_links_token_unique on password_links (token_hash);
create index if not exists password_links_user_idx on password_links (user_id, created_at);
