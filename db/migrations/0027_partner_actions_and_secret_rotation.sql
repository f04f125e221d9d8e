-- Partner writes in the action log (docs/decisions/270) and webhook signing-secret rotation (docs/decisions/272).
-- db/schema/content.ts and db/schema/partner-api.ts describe the same; written with `if not exists` so that it
-- stays harmless once 0001_schema.sql is regenerated with them inside.

-- The partner (legal entity) a line of a partner representative's write belongs to; null for staff lines.
-- A plain id, no foreign key, as `user_id`: nothing done to a legal entity can rewrite a line.
alter table "action_log" add column if not exists "legal_entity_id" integer;
create index if not exists "action_log_legal_entity_idx" on "action_log" using btree ("legal_entity_id", "created_at") where "legal_entity_id" is not null;

-- After a rotation the previous signing secret still signs every delivery until it expires, so a receiver can
-- switch without losing an event.
alter table "partner_webhook_endpoints" add column if not exists "previous_signing_secret" text;
alter table "partner_webhook_endpoints" add column if not exists "previous_secret_expires_at" timestamp with time zone;
