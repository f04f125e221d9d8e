-- Calendar copies of an appointment (docs/decisions/172): iCalendar clients keep the copy with the higher
-- SEQUENCE, so every change of status or time must raise `revision`, whoever makes it (booking service,
-- back office, jobs). A trigger sees every such update; the services need not remember to.
create or replace function appointments_next_revision() returns trigger
  language plpgsql
as $$
begin
  if new.status is distinct from old.status or new.start_at is distinct from old.start_at or new.end_at is distinct from old.end_at then
    new.revision := old.revision + 1;
  end if;
  return new;
end;
$$;

drop trigger if exists appointments_revision on appointments;
create trigger appointments_revision
  before update on appointments
  for each row execute function appointments_next_revision();
