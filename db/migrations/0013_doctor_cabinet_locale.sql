-- The language of a doctor's cabinet and of the e-mails it sends (the set-password link), chosen by staff on
-- the doctor's form (docs/decisions/210); the account's own `users.locale` follows it.
alter table doctors add column if not exists locale text not null default 'ua';

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'doctors_locale_known') then
    alter table doctors add constraint doctors_locale_known check (locale in ('ua', 'ru'));
  end if;
end;
$$;
