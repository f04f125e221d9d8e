-- The partner integration API (docs/decisions/240-244): short-lived bearer tokens issued for a representative's
-- client credentials, the partner's webhook endpoints, and every delivery of an event to them.
-- db/schema/partner-api.ts describes the same.

-- A token is kept only as its SHA-256; `secret_hash` is the client secret's hash it was issued against, so a
-- regenerated secret ends every token of the old one without touching this table.
create table if not exists "partner_api_tokens" (
  "id" integer primary key generated always as identity,
  "representative_id" integer not null references "representatives"("id") on delete cascade,
  "token_hash" text not null,
  "secret_hash" text not null,
  "scope" text not null,
  "expires_at" timestamp with time zone not null,
  "created_at" timestamp with time zone default now() not null
);
create unique index if not exists "partner_api_tokens_hash_unique" on "partner_api_tokens" using btree ("token_hash");
create index if not exists "partner_api_tokens_expiry_idx" on "partner_api_tokens" using btree ("expires_at");

-- A URL of the partner's that hears of its appointments; the signing secret signs every delivery to it.
create table if not exists "partner_webhook_endpoints" (
  "id" integer primary key generated always as identity,
  "legal_entity_id" integer not null references "legal_entities"("id"),
  "url" text not null,
  "signing_secret" text not null,
  "events" text[] not null,
  "is_active" boolean default true not null,
  "created_at" timestamp with time zone default now() not null,
  "updated_at" timestamp with time zone default now() not null,
  "deleted_at" timestamp with time zone
);
create index if not exists "partner_webhook_endpoints_entity_idx" on "partner_webhook_endpoints" using btree ("legal_entity_id") where "deleted_at" is null;

-- One event for one endpoint: its body as signed, how many times it was tried, and what the receiver answered.
create table if not exists "partner_webhook_deliveries" (
  "id" integer primary key generated always as identity,
  "endpoint_id" integer not null references "partner_webhook_endpoints"("id") on delete cascade,
  "event" text not null,
  "appointment_id" integer references "appointments"("id") on delete set null,
  "body" text not null,
  "status" text default 'pending' not null,
  "attempts" integer default 0 not null,
  "response_code" integer,
  "last_error" text,
  "next_attempt_at" timestamp with time zone,
  "last_attempt_at" timestamp with time zone,
  "delivered_at" timestamp with time zone,
  "created_at" timestamp with time zone default now() not null,
  constraint "partner_webhook_deliveries_status" check ("status" in ('pending', 'delivered', 'failed'))
);
create index if not exists "partner_webhook_deliveries_endpoint_idx" on "partner_webhook_deliveries" using btree ("endpoint_id", "id" desc);
